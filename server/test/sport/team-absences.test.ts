import type { LeagueDetailData, LeagueTreeData, MatchDetail, TeamDetailData } from '@jincheng/shared/core';
import { getJson, startServer, type TestServer } from './helpers';

/**
 * 伤停 on the team page: who is out of the club's next match, the same list the match page shows for that
 * side (one reader, absences/absence-read.ts), for every club of a big league.
 */
describe('a team’s 伤停 before its next match', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  }, 600000);
  afterAll(() => s.close());

  it('lists, for each 英超 and NBA club, the next match’s 伤停 as its match page does', async () => {
    const tree = await Promise.all(
      (['football', 'basketball'] as const).map((sport) =>
        getJson<LeagueTreeData>(`${s.base}/sportapi/leagues?sport=${sport}`),
      ),
    );
    const leagues = tree
      .flatMap((t) => t.body.data.hot)
      .filter((l) => l.shortName === '英超' || l.shortName === 'NBA');
    expect(leagues).toHaveLength(2);
    let listed = 0;
    for (const league of leagues) {
      const table = await getJson<LeagueDetailData>(`${s.base}/sportapi/leagues/${league.id}`);
      const teams = table.body.data.standings.map((r) => r.team.id);
      expect(teams.length).toBeGreaterThanOrEqual(20);
      for (const teamId of teams) {
        const team = (await getJson<TeamDetailData>(`${s.base}/sportapi/teams/${teamId}`)).body.data;
        const next = team.fixtures[0];
        expect([teamId, team.absences?.match.id]).toEqual([teamId, next?.id]);
        if (!next || !team.absences) continue;
        const detail = (await getJson<MatchDetail>(`${s.base}/sportapi/matches/${next.id}`)).body.data;
        const side = next.home.id === teamId ? 'home' : 'away';
        expect([teamId, team.absences.list]).toEqual([teamId, detail.absences?.[side]]);
        listed += team.absences.list.length;
      }
    }
    // Real content: clubs of a season in its third month have players out.
    expect(listed).toBeGreaterThan(10);
  }, 120000);
});
