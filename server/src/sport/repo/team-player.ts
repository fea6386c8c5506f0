import type {
  MatchSummary,
  Page,
  PlayerDetailData,
  PlayerMatchLine,
  PlayerSummary,
  TeamDetailData,
} from '../../../../shared/src/api/sport';
import { SPORT_API } from '../../../../shared/src/api/sport';
import type { SportContext } from '../context';
import { offset, pageOf, type PageArgs } from '../routes/schemas';
import { MATCH_SELECT, teamRef, toSummary, type MatchRow } from './match-rows';
import { playerLine } from './player-lines';

const FOOTBALL_POSITIONS: Record<string, string> = { G: '门将', D: '后卫', M: '中场', F: '前锋' };
const BASKET_POSITIONS: Record<string, string> = {
  PG: '控球后卫',
  SG: '得分后卫',
  SF: '小前锋',
  PF: '大前锋',
  C: '中锋',
};

interface PlayerRow {
  id: number;
  team_id: number;
  name: string;
  name_en: string;
  number: number;
  position: string;
  nationality: string;
  age: number;
  height: number;
  weight: number;
  foot: string;
  skill: number;
  stats: string;
}
interface TeamRow {
  id: number;
  sport: 'football' | 'basketball';
  league_id: number;
  name: string;
  short_name: string;
  name_en: string;
  color1: string;
  color2: string;
  city: string;
  venue: string;
  coach: string;
  founded: number;
  grp: string | null;
  l_name: string;
  l_short: string;
  l_color: string;
  country: string;
}

function playerSummary(p: PlayerRow): PlayerSummary {
  return {
    id: p.id,
    teamId: p.team_id,
    name: p.name,
    nameEn: p.name_en,
    number: p.number,
    position: FOOTBALL_POSITIONS[p.position] ?? BASKET_POSITIONS[p.position] ?? p.position,
    nationality: p.nationality,
    age: p.age,
    height: p.height,
    photo: SPORT_API.playerPhoto(p.id),
  };
}

function team(ctx: SportContext, id: number): TeamRow | undefined {
  return ctx.db
    .prepare(
      `SELECT t.*, l.name l_name, l.short_name l_short, l.color l_color, c.name country FROM sport_teams t
    JOIN sport_leagues l ON l.id = t.league_id JOIN sport_countries c ON c.id = l.country_id WHERE t.id = ?`,
    )
    .get(id) as TeamRow | undefined;
}

function matchesOf(
  ctx: SportContext,
  teamId: number,
  type: 'fixtures' | 'results',
  limit: number,
  skip: number,
): MatchSummary[] {
  const where =
    type === 'results'
      ? "m.status = 'finished' ORDER BY m.kickoff DESC"
      : "m.status NOT IN ('finished','abandoned','cancelled') ORDER BY m.kickoff";
  const rows = ctx.db
    .prepare(`${MATCH_SELECT} WHERE (m.home_id = ? OR m.away_id = ?) AND ${where}, m.id LIMIT ? OFFSET ?`)
    .all(teamId, teamId, limit, skip) as MatchRow[];
  return rows.map((r) => toSummary(r, ctx.standings.rank));
}

export function teamDetail(ctx: SportContext, id: number): TeamDetailData | null {
  const t = team(ctx, id);
  if (!t) return null;
  const seasonId =
    (
      ctx.db.prepare('SELECT id FROM sport_seasons WHERE league_id = ?').get(t.league_id) as
        { id: number } | undefined
    )?.id ?? 0;
  const row = ctx.standings.table(seasonId).find((s) => s.team.id === id);
  const played = row?.played ?? 0;
  const cleanSheets = (
    ctx.db
      .prepare(
        `SELECT count(*) n FROM sport_matches WHERE season_id = ? AND status = 'finished'
    AND ((home_id = ? AND away_score = 0) OR (away_id = ? AND home_score = 0))`,
      )
      .get(seasonId, id, id) as { n: number }
  ).n;
  const squad = (
    ctx.db.prepare('SELECT * FROM sport_players WHERE team_id = ? ORDER BY number').all(id) as PlayerRow[]
  ).map(playerSummary);
  return {
    team: {
      ...teamRef(t.id, t.name, t.short_name, t.name_en, row?.rank ?? null),
      sport: t.sport,
      league: { id: t.league_id, sport: t.sport, name: t.l_name, shortName: t.l_short, color: t.l_color },
      country: t.country,
      city: t.city,
      venue: t.venue,
      coach: t.coach,
      founded: t.founded,
      colors: [t.color1, t.color2],
      group: t.grp,
    },
    squad,
    stats: {
      rank: row?.rank ?? null,
      played,
      won: row?.won ?? 0,
      drawn: row?.drawn ?? 0,
      lost: row?.lost ?? 0,
      goalsFor: row?.goalsFor ?? 0,
      goalsAgainst: row?.goalsAgainst ?? 0,
      avgFor: played ? Math.round(((row?.goalsFor ?? 0) / played) * 10) / 10 : 0,
      avgAgainst: played ? Math.round(((row?.goalsAgainst ?? 0) / played) * 10) / 10 : 0,
      cleanSheets,
    },
    fixtures: matchesOf(ctx, id, 'fixtures', 5, 0),
    results: matchesOf(ctx, id, 'results', 5, 0),
  };
}

export function teamMatches(
  ctx: SportContext,
  id: number,
  type: 'fixtures' | 'results',
  page: PageArgs,
): Page<MatchSummary> | null {
  if (!team(ctx, id)) return null;
  const where =
    type === 'results' ? "status = 'finished'" : "status NOT IN ('finished','abandoned','cancelled')";
  const total = (
    ctx.db
      .prepare(`SELECT count(*) n FROM sport_matches WHERE (home_id = ? OR away_id = ?) AND ${where}`)
      .get(id, id) as { n: number }
  ).n;
  return pageOf(matchesOf(ctx, id, type, page.pageSize, offset(page)), total, page);
}

export function playerDetail(ctx: SportContext, id: number): PlayerDetailData | null {
  const p = ctx.db.prepare('SELECT * FROM sport_players WHERE id = ?').get(id) as PlayerRow | undefined;
  if (!p) return null;
  const t = team(ctx, p.team_id) as TeamRow;
  const season = ctx.db.prepare('SELECT id, name FROM sport_seasons WHERE league_id = ?').get(t.league_id) as
    { id: number; name: string } | undefined;
  const stats = JSON.parse(p.stats) as {
    ppg?: number;
    rpg?: number;
    apg?: number;
    spg?: number;
    bpg?: number;
    mpg?: number;
    market?: number;
  };
  const count = (sql: string) => (ctx.db.prepare(sql).get(id) as { n: number }).n;
  const recent = matchesOf(ctx, p.team_id, 'results', 5, 0);
  const teamPlayed = (
    ctx.db
      .prepare(
        `SELECT count(*) n FROM sport_matches WHERE season_id = ? AND status = 'finished' AND (home_id = ? OR away_id = ?)`,
      )
      .get(season?.id ?? 0, t.id, t.id) as { n: number }
  ).n;
  // Regulars play most games: the share grows with the player's standing in the squad.
  const apps = Math.round(teamPlayed * Math.min(1, 0.35 + p.skill * 0.7));
  const recentMatches: PlayerMatchLine[] = recent.map((match) => playerLine(ctx, match, id));
  return {
    player: {
      ...playerSummary(p),
      weight: p.weight,
      foot: p.foot,
      birthDate: `${new Date().getFullYear() - p.age}-0${(id % 9) + 1}-1${id % 10}`,
      marketValue: stats.market ? `${stats.market}万欧` : '',
    },
    team: teamRef(t.id, t.name, t.short_name, t.name_en, ctx.standings.rank(season?.id ?? 0, t.id)),
    seasonStats: {
      seasonId: season?.id ?? 0,
      seasonName: season?.name ?? '',
      leagueName: t.l_name,
      appearances: apps,
      starts: Math.round(apps * 0.85),
      minutes: Math.round(apps * (stats.mpg ?? 78)),
      goals: count("SELECT count(*) n FROM sport_events WHERE player_id = ? AND kind IN ('goal','penalty')"),
      assists: count("SELECT count(*) n FROM sport_events WHERE related_id = ? AND kind = 'goal'"),
      yellowCards: count("SELECT count(*) n FROM sport_events WHERE player_id = ? AND kind = 'yellow'"),
      redCards: count(
        "SELECT count(*) n FROM sport_events WHERE player_id = ? AND kind IN ('red','second_yellow')",
      ),
      points: stats.ppg ?? 0,
      rebounds: stats.rpg ?? 0,
      assistsPerGame: stats.apg ?? 0,
      steals: stats.spg ?? 0,
      blocks: stats.bpg ?? 0,
      rating: Math.round((6 + p.skill * 1.6) * 10) / 10,
    },
    recentMatches,
  };
}
