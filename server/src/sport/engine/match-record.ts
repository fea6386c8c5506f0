import type { BasketballTeamStats, BoxScoreRow, LineupPlayer, PlayByPlayEntry } from '@jincheng/shared/core';
import { periodLabel } from '@jincheng/shared/core';
import type { BasketballRecord, FootballRecord, MatchRecord, RecordLineup } from '../facts/match-records';
import { basketballBox } from './basketball-box';
import type { BasketballScript } from './basketball-script';
import { basketballState } from './basketball-state';
import { momentAt } from './football-clock';
import { footballInsight } from './football-insight';
import { ratingsAt } from './football-ratings';
import type { FootballScript } from './football-script';
import { footballStats } from './football-state';
import { stateAt, type AnyScript } from './script';

const label = (m: { minute: number; stoppage: number }) =>
  m.stoppage ? `${m.minute}+${m.stoppage}'` : `${m.minute}'`;

/**
 * What the simulator, as the provider of the present, records of a match `t` seconds after kickoff (the whole
 * script once it has ended): the seed and the simulator store it when a match ends, and a live page shows it
 * as it stands.
 */
export function matchRecord(script: AnyScript, t: number): MatchRecord {
  if (script.sport === 'basketball') return basketballRecord(script.script, t, script.end);
  const s = script.script;
  const started = t >= 0;
  const ratings = ratingsAt(s, t);
  return {
    sport: 'football',
    end: script.end,
    stats: started ? toPairs(footballStats(s, stateAt(script, t), t)) : null,
    lineups: scriptLineups(s, started ? ratings : null, t),
    referee: s.referee,
    ...footballInsight(s, t, ratings),
  };
}

function toPairs(stats: Record<string, [number, number]>): FootballRecord['stats'] {
  return Object.fromEntries(Object.entries(stats).map(([k, [home, away]]) => [k, { home, away }])) as never;
}

/**
 * Line-ups from the match script: the expected XI before kickoff; ratings (football-ratings.ts) and the
 * minutes of changes once the match has started.
 */
export function scriptLineups(
  script: FootballScript,
  ratings: Map<number, number> | null,
  t: number,
): { home: RecordLineup; away: RecordLineup } {
  const now = Math.min(t, script.abandonAt ?? Infinity, script.end);
  // A spell that starts after kickoff is a substitute's; one that ends before the whistle, a player who left.
  const cameOn = (id: number) => {
    const spell = script.spells.get(id);
    return spell && spell[0] > 0 && spell[0] <= now ? label(momentAt(script, spell[0])) : null;
  };
  const wentOff = (id: number) => {
    const spell = script.spells.get(id);
    return spell && spell[1] < script.end && spell[1] <= now ? label(momentAt(script, spell[1])) : null;
  };
  const build = (side: 'home' | 'away'): RecordLineup => {
    const lineup = script.lineups[side];
    const rating = (id: number) => ratings?.get(id) ?? null;
    // The armband goes to a real player of the club (people tables) before a generated filler: the outfield
    // player of the highest first-choice standing (engine/player-rates.ts), then skill.
    const captainId = [...lineup.starters].sort(
      (a, b) =>
        Number(b.player.real ?? false) - Number(a.player.real ?? false) ||
        Number(a.player.position === 'G') - Number(b.player.position === 'G') ||
        (b.player.start ?? 0) - (a.player.start ?? 0) ||
        b.player.skill - a.player.skill,
    )[0]?.player.id;
    const starters: LineupPlayer[] = lineup.starters.map((s) => ({
      playerId: s.player.id,
      name: s.player.name,
      number: s.player.number,
      position: s.player.position as LineupPlayer['position'],
      x: s.x,
      y: s.y,
      captain: s.player.id === captainId,
      rating: rating(s.player.id),
      cameOn: null,
      wentOff: wentOff(s.player.id),
    }));
    const bench: LineupPlayer[] = lineup.bench.map((p) => ({
      playerId: p.id,
      name: p.name,
      number: p.number,
      position: p.position as LineupPlayer['position'],
      x: 0,
      y: 0,
      captain: false,
      rating: rating(p.id),
      cameOn: cameOn(p.id),
      wentOff: wentOff(p.id),
    }));
    return { formation: lineup.formation, starters, bench };
  };
  return { home: build('home'), away: build('away') };
}

/** Quarter scores, team totals and box score of a game at `t` seconds after tip-off. */
export function basketballRecord(script: BasketballScript, t: number, end: number): BasketballRecord {
  const state = basketballState(script, t);
  const quarters = state.periods.map((p, i) => ({ label: periodLabel(i + 1), home: p.home, away: p.away }));
  if (t < 0) return { sport: 'basketball', end, quarters, teamStats: null, boxScore: null, playByPlay: [] };
  const visible = script.events.slice(0, state.visible);
  const { home, away } = basketballBox(script, t, visible);
  const totals = (rows: BoxScoreRow[]): BasketballTeamStats => {
    const sum = (k: keyof BasketballTeamStats) => rows.reduce((n, r) => n + (r[k] as number), 0);
    return {
      points: sum('points'),
      fieldGoalsMade: sum('fieldGoalsMade'),
      fieldGoalsAttempted: sum('fieldGoalsAttempted'),
      threesMade: sum('threesMade'),
      threesAttempted: sum('threesAttempted'),
      freeThrowsMade: sum('freeThrowsMade'),
      freeThrowsAttempted: sum('freeThrowsAttempted'),
      rebounds: sum('rebounds'),
      assists: sum('assists'),
      steals: sum('steals'),
      blocks: sum('blocks'),
      turnovers: sum('turnovers'),
      fouls: sum('fouls'),
    };
  };
  return {
    sport: 'basketball',
    end,
    quarters,
    teamStats: { home: totals(home), away: totals(away) },
    boxScore: { home, away },
    playByPlay: playByPlay(script, visible),
  };
}

/**
 * The play-by-play as the page lists it, newest first, with the running score after each play and the player's
 * name at the time: the record keeps it whole, so an older game's timeline needs no event rows.
 */
function playByPlay(script: BasketballScript, events: BasketballScript['events']): PlayByPlayEntry[] {
  const names = new Map([...script.rosters.home, ...script.rosters.away].map((p) => [p.id, p.name]));
  const score = { home: 0, away: 0 };
  return events
    .map((e, i): PlayByPlayEntry => {
      if (e.side) score[e.side] += e.points;
      return {
        id: i + 1,
        period: e.period,
        clock: e.clock ?? 0,
        side: e.side,
        kind: e.kind as PlayByPlayEntry['kind'],
        points: e.points,
        playerId: e.playerId,
        playerName: e.playerId === null ? null : (names.get(e.playerId) ?? null),
        score: { ...score },
        text: e.text,
      };
    })
    .reverse();
}
