import { leagueItem, leagueTree } from '../../../test-utils/fixtures';
import { allLeagues, buildLeagueGroups, searchLeagues } from '../lib/league-groups';

describe('league groups', () => {
  const epl = leagueItem(1, '英超', { nameEn: 'Premier League' });
  const ucl = leagueItem(6, '欧冠', { countryName: '国际', kind: 'cup' });
  const nba = leagueItem(108, 'NBA', { sport: 'basketball', countryName: '美国' });
  const football = leagueTree('football', [epl, ucl]);
  const basketball = leagueTree('basketball', [nba]);

  it('keeps international competitions out of the region groups', () => {
    const groups = buildLeagueGroups(football, basketball);
    const europe = groups.find((g) => g.key === 'europe');
    expect(europe?.sections.map((s) => s.title)).toEqual(['英格兰']);
    expect(groups.find((g) => g.key === 'intl')?.sections[0]?.leagues).toEqual([ucl]);
    expect(groups.at(-1)?.name).toBe('篮球');
  });

  it('searches Chinese, short and English names without case', () => {
    const leagues = allLeagues(football, basketball);
    expect(searchLeagues(leagues, 'premier')).toEqual([epl]);
    expect(searchLeagues(leagues, 'nba')).toEqual([nba]);
    expect(searchLeagues(leagues, '  ')).toEqual([]);
  });
});
