import type { Exec } from '../../db/database';
import type { AnyScript } from '../engine/script';
import type { StandingsCache } from '../repo/standings';
import type { FactMatch } from '../seed/match-facts';
import { reportFigures } from '../seed/report-figures';
import { basketballReport } from '../seed/basketball-report';
import { footballReport } from '../seed/football-report';
import type { ReportEvent } from '../seed/report-text';
import { shanghaiDay } from '../time';

/**
 * Files the 战报 of a hot-league match the simulator just finished, as the seed does for the ones finished before
 * it: the same writer, the match's own events and script, and the table as it stands now (the standings cache
 * was invalidated for its season). A match that already has one is left alone.
 */
export async function writeLiveReport(
  exec: Exec,
  standings: StandingsCache,
  matchId: number,
  script: AnyScript,
  now: number,
): Promise<void> {
  const m = (await exec
    .selectFrom('sport_matches as m')
    .innerJoin('sport_leagues as l', 'l.id', 'm.league_id')
    .select([
      'm.id',
      'm.sport',
      'm.league_id',
      'm.season_id',
      'm.stage',
      'm.grp',
      'm.round',
      'm.kickoff',
      'm.status',
      'm.home_id',
      'm.away_id',
      'm.home_score',
      'm.away_score',
      'l.short_name as league',
      'l.hot',
    ])
    .where('m.id', '=', matchId)
    .executeTakeFirst()) as (FactMatch & { league: string; hot: number }) | undefined;
  if (!m || m.hot !== 1 || m.status !== 'finished') return;
  const existing = await exec
    .selectFrom('sport_articles')
    .select('id')
    .where('kind', '=', 'report')
    .where('match_id', '=', matchId)
    .executeTakeFirst();
  if (existing) return;
  const teams = new Map(
    (
      await exec
        .selectFrom('sport_teams')
        .select(['id', 'short_name'])
        .where('id', 'in', [m.home_id, m.away_id])
        .execute()
    ).map((t) => [t.id, t.short_name]),
  );
  const after = await standings.table(m.season_id);
  const facts = { name: (id: number) => teams.get(id) ?? '', tables: () => ({ after, before: null }) };
  const figures = reportFigures(script);
  let report;
  if (figures.sport === 'football') {
    const events = (await exec
      .selectFrom('sport_events as e')
      .leftJoin('sport_players as p', 'p.id', 'e.player_id')
      .select(['e.minute', 'e.stoppage', 'e.side', 'e.kind', 'e.points', 'e.player_id', 'p.name as player'])
      .where('e.match_id', '=', matchId)
      .where('e.kind', 'in', ['goal', 'penalty', 'own_goal', 'var', 'red', 'second_yellow'])
      .orderBy('e.id')
      .execute()) as Array<Omit<ReportEvent, 'player'> & { player: string | null }>;
    const first = await exec
      .selectFrom('sport_matches as m')
      .innerJoin('sport_matches as f', 'f.id', 'm.tie_id')
      .select(['f.away_score as home', 'f.home_score as away'])
      .where('m.id', '=', matchId)
      .where('m.leg', '=', 2)
      .where('f.status', '=', 'finished')
      .executeTakeFirst();
    report = footballReport(
      facts,
      m,
      m.league,
      events.map((e) => ({ ...e, player: e.player ?? '' })),
      figures,
      first ? { home: first.home ?? 0, away: first.away ?? 0 } : null,
    );
  } else report = basketballReport(facts, m, m.league, figures);
  const clash = await exec
    .selectFrom('sport_articles')
    .select('id')
    .where('kind', '=', 'report')
    .where('title', '=', report.title)
    .executeTakeFirst();
  const title = clash
    ? `${report.title}（${shanghaiDay(m.kickoff).slice(5).replace('-', '月')}日）`
    : report.title;
  await exec
    .insertInto('sport_articles')
    .values({
      kind: 'report',
      sport: m.sport,
      title,
      summary: report.summary,
      author: '锦城战报组',
      published_at: now,
      views: 0,
      tags: JSON.stringify([m.league, '战报']),
      match_id: m.id,
      league_id: m.league_id,
      sections: JSON.stringify(report.sections),
    })
    .execute();
}
