import type { LeaderType, Page, PlayerLeaderRow, Sport } from '../../../../shared/src/api/sport';
import type { SportContext } from '../context';
import { offset, pageOf, type PageArgs } from '../routes/schemas';
import { teamRef } from './match-rows';

const FOOTBALL_VALUE: Record<string, string> = {
  // A goal VAR took away (a `var` event with points -1) no longer counts.
  goals:
    "SUM(CASE WHEN e.kind IN ('goal','penalty') THEN 1 WHEN e.kind = 'var' AND e.points < 0 THEN -1 ELSE 0 END)",
};

/** Top scorers and assists from the stored timeline (football); per-game averages (basketball). */
export function leaders(
  ctx: SportContext,
  sport: Sport,
  seasonId: number,
  type: LeaderType,
  page: PageArgs,
): Page<PlayerLeaderRow> {
  const { db } = ctx;
  let rows: Array<{ pid: number; v: number }>;
  let total: number;
  if (sport === 'football') {
    const column = type === 'assists' ? 'e.related_id' : 'e.player_id';
    const value =
      type === 'assists'
        ? "SUM(CASE WHEN e.kind = 'goal' THEN 1 ELSE 0 END)"
        : (FOOTBALL_VALUE.goals as string);
    const base = `FROM sport_events e JOIN sport_matches m ON m.id = e.match_id WHERE m.season_id = ? AND ${column} IS NOT NULL
      AND e.kind IN ('goal','penalty','var') GROUP BY ${column} HAVING ${value} > 0`;
    total = (db.prepare(`SELECT count(*) n FROM (SELECT ${column} ${base})`).get(seasonId) as { n: number })
      .n;
    rows = db
      .prepare(`SELECT ${column} pid, ${value} v ${base} ORDER BY v DESC, pid LIMIT ? OFFSET ?`)
      .all(seasonId, page.pageSize, offset(page)) as typeof rows;
  } else {
    const key = type === 'rebounds' ? 'rpg' : type === 'assists' ? 'apg' : 'ppg';
    const base = `FROM sport_players p JOIN sport_teams t ON t.id = p.team_id JOIN sport_seasons s ON s.league_id = t.league_id WHERE s.id = ?`;
    total = (db.prepare(`SELECT count(*) n ${base}`).get(seasonId) as { n: number }).n;
    rows = db
      .prepare(
        `SELECT p.id pid, json_extract(p.stats, '$.${key}') v ${base} ORDER BY v DESC, p.id LIMIT ? OFFSET ?`,
      )
      .all(seasonId, page.pageSize, offset(page)) as typeof rows;
  }
  const player = db.prepare(`SELECT p.name, t.id tid, t.name t_name, t.short_name t_short, t.name_en t_en,
    (SELECT count(*) FROM sport_matches m WHERE m.season_id = ? AND m.status = 'finished' AND (m.home_id = t.id OR m.away_id = t.id)) played
    FROM sport_players p JOIN sport_teams t ON t.id = p.team_id WHERE p.id = ?`);
  const list = rows.map((r, i) => {
    const p = player.get(seasonId, r.pid) as {
      name: string;
      tid: number;
      t_name: string;
      t_short: string;
      t_en: string;
      played: number;
    };
    return {
      rank: offset(page) + i + 1,
      playerId: r.pid,
      name: p.name,
      value: r.v,
      played: p.played,
      team: teamRef(p.tid, p.t_name, p.t_short, p.t_en, ctx.standings.rank(seasonId, p.tid)),
    };
  });
  return pageOf(list, total, page);
}
