import type { StandingRow } from '@jincheng/shared';

/**
 * Conference tables come from the API's `conference` field when it gives one (any league that has them).
 * Without it, NBA clubs are split here by their English names (the seed uses the real clubs); any other
 * league, or a table with an unknown club, stays one table.
 */
const NBA_EAST = new Set([
  'Atlanta Hawks',
  'Boston Celtics',
  'Brooklyn Nets',
  'Charlotte Hornets',
  'Chicago Bulls',
  'Cleveland Cavaliers',
  'Detroit Pistons',
  'Indiana Pacers',
  'Miami Heat',
  'Milwaukee Bucks',
  'New York Knicks',
  'Orlando Magic',
  'Philadelphia 76ers',
  'Toronto Raptors',
  'Washington Wizards',
]);

export interface Conference {
  name: string;
  rows: StandingRow[];
}

/** Conference seeds: 1–6 go to the play-offs, 7–10 to the play-in. */
function conferenceZone(rank: number): string | null {
  if (rank <= 6) return '季后赛';
  if (rank <= 10) return '附加赛';
  return null;
}

function rerank(rows: StandingRow[]): StandingRow[] {
  const leader = rows[0];
  return rows.map((row, index) => ({
    ...row,
    rank: index + 1,
    zone: conferenceZone(index + 1),
    gamesBehind: leader ? (leader.won - row.won + (row.lost - leader.lost)) / 2 : 0,
  }));
}

/** Tables per conference named by the API, in the order they first appear; null when rows carry none. */
function byApiConference(rows: readonly StandingRow[]): Conference[] | null {
  if (rows.length === 0 || !rows.every((row) => row.conference)) return null;
  const names = [...new Set(rows.map((row) => row.conference as string))];
  if (names.length < 2) return null;
  return names.map((name) => ({ name, rows: rerank(rows.filter((row) => row.conference === name)) }));
}

/** 东部 and 西部 tables (ranks and games behind within the conference), else null. */
export function splitConferences(leagueShortName: string, rows: readonly StandingRow[]): Conference[] | null {
  const fromApi = byApiConference(rows);
  if (fromApi) return fromApi;
  if (leagueShortName !== 'NBA' || rows.length === 0) return null;
  const east = rows.filter((row) => NBA_EAST.has(row.team.nameEn));
  if (east.length !== NBA_EAST.size || rows.length - east.length !== 15) return null;
  const west = rows.filter((row) => !NBA_EAST.has(row.team.nameEn));
  return [
    { name: '东部', rows: rerank(east) },
    { name: '西部', rows: rerank(west) },
  ];
}
