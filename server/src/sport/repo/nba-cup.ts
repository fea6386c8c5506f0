import type {
  CompetitionStage,
  KnockoutRound,
  KnockoutSide,
  KnockoutTie,
  MatchSummary,
  NbaCupData,
  NbaCupGroup,
  TeamRef,
} from '@jincheng/shared/core';
import { STAGE_LABELS } from '@jincheng/shared/core';
import { sql } from 'kysely';
import { all } from '../../db/query';
import type { SportContext } from '../context';
import {
  conferenceSeeds,
  CUP_NAME,
  CUP_VENUE,
  cupDates,
  groupTable,
  lotFor,
  type CupRow,
} from '../nba/cup-rules';
import { CUP_POTS_SEASON } from '../nba/last-season';
import { nbaSeasonYear } from '../nba/season-year';
import { localInstant } from '../local-time';
import { addDays, isoUtc } from '../time';
import { MATCH_SELECT, toSummary, type MatchRow } from './match-rows';

const RULES = [
  '每个分区3个小组，每组5队，每队4场小组赛（2主2客），小组赛同时计入常规赛战绩。',
  '各组第一及每个分区成绩最好的小组第二（外卡）进入8强：小组第一按战绩排为1–3号种子，外卡为4号种子。',
  '1/4决赛1号对4号、2号对3号，在高种子主场进行；半决赛和决赛在拉斯维加斯中立场进行。1/4决赛和半决赛计入常规赛，决赛不计入。',
  '同战绩依次比较：相互胜负、小组赛净胜分、小组赛总得分、上赛季常规赛战绩、抽签。',
];

/**
 * The NBA杯 of the NBA's current season from its stored games: group tables by the cup's tie-breaks
 * (nba/cup-rules.ts, the same functions that seeded the knock-out) and the knock-out as far as it is known.
 * Null for any other league or a past season.
 */
export async function nbaCup(ctx: SportContext, seasonId: number): Promise<NbaCupData | null> {
  const season = await ctx.db.qb
    .selectFrom('sport_seasons as s')
    .innerJoin('sport_leagues as l', 'l.id', 's.league_id')
    .select(['s.name', 's.first_day', 's.current', 'l.short_name'])
    .where('s.id', '=', seasonId)
    .executeTakeFirst();
  if (!season || season.short_name !== 'NBA' || !season.first_day || season.current === 0) return null;
  const rows = await all(
    ctx.db.qb,
    sql<MatchRow>`${MATCH_SELECT} WHERE m.season_id = ${seasonId}
      AND ((m.stage = 'regular' AND m.grp IS NOT NULL) OR m.stage IN ('quarter_final', 'semi_final', 'final'))
      ORDER BY m.kickoff, m.id`,
  );
  const groupRows = rows.filter((r) => r.stage === 'regular');
  if (!groupRows.length) return null;
  const rank = await ctx.standings.lookup([seasonId]);
  const matches = rows.map((r) => toSummary(r, rank));
  const teams = new Map<number, TeamRef>();
  for (const m of matches) teams.set(m.home.id, m.home).set(m.away.id, m.away);
  const lot = lotFor(`${CUP_NAME}:${season.name}`);
  const names = [...new Set(groupRows.map((r) => r.grp as string))].sort(groupOrder);
  const tables = new Map<string, { rows: CupRow[]; done: boolean }>();
  for (const name of names) {
    const games = groupRows.filter((r) => r.grp === name);
    const members = [...new Set(games.flatMap((g) => [g.home_id, g.away_id]))].map((id) => ({
      id,
      name: teams.get(id)?.name ?? '',
    }));
    const finished = games.filter((g) => g.status === 'finished');
    const table = groupTable(
      members,
      finished.map((g) => ({
        homeId: g.home_id,
        awayId: g.away_id,
        homeScore: g.home_score ?? 0,
        awayScore: g.away_score ?? 0,
      })),
      lot,
    );
    tables.set(name, { rows: table, done: finished.length === games.length });
  }
  const over = [...tables.values()].every((t) => t.done);
  const seeds = over
    ? ['东部', '西部'].map((conf) =>
        conferenceSeeds(
          conf,
          names.filter((n) => n.startsWith(conf)).map((n) => tables.get(n)?.rows ?? []),
          lot,
        ),
      )
    : null;
  const seedOf = new Map<number, number>();
  for (const c of seeds ?? []) c.seeds.forEach((r, i) => seedOf.set(r.teamId, i + 1));
  const groups: NbaCupGroup[] = names.map((name) => {
    const t = tables.get(name) as { rows: CupRow[]; done: boolean };
    return {
      name,
      done: t.done,
      rows: t.rows.map((r, i) => ({
        rank: i + 1,
        team: teams.get(r.teamId) as TeamRef,
        won: r.won,
        lost: r.lost,
        pointsFor: r.pointsFor,
        pointsAgainst: r.pointsAgainst,
        through: !seedOf.has(r.teamId) ? null : i === 0 ? 'winner' : 'wildcard',
      })),
    };
  });
  const dates = cupDates(nbaSeasonYear(season.first_day));
  return {
    name: CUP_NAME,
    drawNote: `本届分组为本站模拟抽签（真实分组本站未收录）：按真实规则，各分区15队依上赛季常规赛战绩分为5档，每组每档各1队；本站未收录2025-26赛季战绩，分档采用${CUP_POTS_SEASON}赛季常规赛战绩。`,
    rules: RULES,
    groupNights: dates.groupNights.map((d) => addDays(d, 1)),
    groups,
    knockout: knockout(matches, seeds ? seedOf : null, teams, dates),
  };
}

/** 东部A组 … 东部C组, then 西部A组 … 西部C组. */
function groupOrder(a: string, b: string): number {
  const conf = (s: string) => (s.startsWith('东部') ? 0 : 1);
  return conf(a) - conf(b) || a.localeCompare(b);
}

function knockout(
  matches: readonly MatchSummary[],
  seedOf: ReadonlyMap<number, number> | null,
  teams: ReadonlyMap<number, TeamRef>,
  dates: ReturnType<typeof cupDates>,
): KnockoutRound[] {
  const conferenceOf = new Map<number, string>();
  for (const m of matches)
    if (m.group) for (const t of [m.home, m.away]) conferenceOf.set(t.id, m.group.slice(0, 2));
  const bySeed = (conf: string, seed: number) =>
    [...(seedOf ?? [])].find(([id, s]) => s === seed && conferenceOf.get(id) === conf)?.[0] ?? null;
  const side = (id: number | null): KnockoutSide | null =>
    id === null ? null : { team: teams.get(id) as TeamRef, seed: seedOf?.get(id) ?? 0 };
  const winners = new Map<string, number>();
  const tie = (
    key: string,
    stage: CompetitionStage,
    a: number | null,
    b: number | null,
    from: [string, string],
  ) => {
    const [high, low] =
      a !== null && b !== null && (seedOf?.get(b) ?? 9) < (seedOf?.get(a) ?? 9) ? [b, a] : [a, b];
    const legs = matches.filter(
      (m) =>
        m.stage === stage &&
        high !== null &&
        low !== null &&
        [m.home.id, m.away.id].includes(high) &&
        [m.home.id, m.away.id].includes(low),
    );
    const game = legs[0];
    const scored = game && game.homeScore !== null && game.awayScore !== null ? game : null;
    const aggregate = scored
      ? {
          high: (scored.home.id === high ? scored.homeScore : scored.awayScore) ?? 0,
          low: (scored.home.id === high ? scored.awayScore : scored.homeScore) ?? 0,
        }
      : null;
    const winnerId =
      game?.status === 'finished' && aggregate ? (aggregate.high > aggregate.low ? high : low) : null;
    if (winnerId !== null) winners.set(key, winnerId);
    const out: KnockoutTie = {
      high: side(high),
      low: side(low),
      highFrom: high === null ? from[0] : null,
      lowFrom: low === null ? from[1] : null,
      legs,
      aggregate,
      winnerId,
    };
    return out;
  };
  const conferences = ['东部', '西部'];
  const quarter = conferences.flatMap((c) => [
    tie(`${c}1`, 'quarter_final', bySeed(c, 1), bySeed(c, 4), [`${c}1号种子`, `${c}4号种子`]),
    tie(`${c}2`, 'quarter_final', bySeed(c, 2), bySeed(c, 3), [`${c}2号种子`, `${c}3号种子`]),
  ]);
  const semi = conferences.map((c) =>
    tie(`${c}半`, 'semi_final', winners.get(`${c}1`) ?? null, winners.get(`${c}2`) ?? null, [
      `${c}1号/4号种子胜者`,
      `${c}2号/3号种子胜者`,
    ]),
  );
  const final = [
    tie('决赛', 'final', winners.get('东部半') ?? null, winners.get('西部半') ?? null, [
      '东部半决赛胜者',
      '西部半决赛胜者',
    ]),
  ];
  const round = (stage: CompetitionStage, ties: KnockoutTie[], days: string[], venue: string | null) => {
    const decided = ties.every((t) => t.winnerId !== null);
    const begun = ties.some((t) => t.legs.some((m) => m.phase !== 'upcoming'));
    return {
      stage,
      name: venue ? `${STAGE_LABELS[stage]}（${venue}）` : STAGE_LABELS[stage],
      // US evening games: from 19:00 in New York on the first night to 22:30 in Los Angeles on the last.
      legs: [
        {
          leg: null,
          from: isoUtc(localInstant('America/New_York', days[0] as string, '19:00')),
          to: isoUtc(localInstant('America/Los_Angeles', days[days.length - 1] as string, '22:30')),
        },
      ],
      state: decided ? 'done' : begun ? 'live' : 'upcoming',
      ties,
    } satisfies KnockoutRound;
  };
  return [
    round('quarter_final', quarter, [...dates.quarterFinals], null),
    round('semi_final', semi, [dates.semiFinals], CUP_VENUE),
    round('final', final, [dates.final], CUP_VENUE),
  ];
}
