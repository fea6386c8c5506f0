import type { ChatSystemKind } from '@jincheng/shared/core';
import type { Db, Exec } from '../../db/database';
import type { TickWriter } from '../../sport/live/simulator';
import type { MatchStep, TimelineRow } from '../../sport/live/sim-step';
import { appendChat, type ChatDraft } from './chat-store';

interface Line {
  matchId: number;
  kind: ChatSystemKind;
  /** Builds the text once team and player names are known. */
  text: (names: Names) => string;
}

interface Names {
  team(id: number): string;
  player(id: number | null): string;
}

const minuteOf = (e: TimelineRow) => (e.stoppage ? `${e.minute}+${e.stoppage}'` : `${e.minute}'`);
const PERIOD_END = ['', '第一节结束', '半场结束', '第三节结束'];

/**
 * The lines one tick of one match puts in its room, from what the tick wrote: each goal with the score after
 * it (the timeline row's, so the line and the scoreboard agree), a goal VAR took away, red cards, kick-off,
 * half time (football) or the end of a quarter (basketball), and full time or 腰斩 with the final score.
 * Basketball baskets are not announced (a game has ~80 of them).
 */
export function linesOf(step: MatchStep): Line[] {
  const { row } = step;
  const home = row.home_id;
  const away = row.away_id;
  // Football reads home first; a basketball scoreboard away first (the NBA habit the lists follow).
  const score = (h: unknown, a: unknown) => (n: Names) =>
    row.sport === 'basketball'
      ? `${n.team(away)} ${Number(a)}-${Number(h)} ${n.team(home)}`
      : `${n.team(home)} ${Number(h)}-${Number(a)} ${n.team(away)}`;
  const sideTeam = (e: TimelineRow) => (e.side === 'away' ? away : home);
  const lines: Line[] = [];
  const add = (kind: ChatSystemKind, text: (n: Names) => string) =>
    lines.push({ matchId: row.id, kind, text });
  for (const e of step.timeline) {
    const board = score(e.home_score, e.away_score);
    switch (e.kind) {
      case 'kickoff':
        add('kickoff', (n) => `比赛开始 ${n.team(home)} vs ${n.team(away)}`);
        break;
      case 'period_start':
        if (e.period === 1) add('kickoff', (n) => `比赛开始 ${n.team(away)} vs ${n.team(home)}`);
        break;
      case 'goal':
      case 'penalty':
      case 'own_goal': {
        const note = e.kind === 'penalty' ? '（点球）' : e.kind === 'own_goal' ? '（乌龙球）' : '';
        add('goal', (n) => `进球！ ${board(n)} ${minuteOf(e)} ${n.player(e.player_id)}${note}`.trim());
        break;
      }
      case 'var':
        if (e.points < 0) add('var', (n) => `VAR 判罚进球无效 ${board(n)} ${minuteOf(e)}`);
        break;
      case 'red':
      case 'second_yellow': {
        const what = e.kind === 'red' ? '红牌！' : '两黄变一红！';
        add('red', (n) => `${what} ${n.team(sideTeam(e))} ${minuteOf(e)} ${n.player(e.player_id)}`.trim());
        break;
      }
      case 'half_time':
        add('half_time', (n) => `半场结束 ${board(n)}`);
        break;
      case 'period_end':
        if (e.period >= 1 && e.period <= 3)
          add(e.period === 2 ? 'half_time' : 'period', (n) => `${PERIOD_END[e.period]} ${board(n)}`);
        break;
      default:
    }
  }
  const [status, , , , , hs, as] = step.columns as unknown[];
  const final = score(hs, as);
  if (step.finished) add('full_time', (n) => `全场结束 ${final(n)}`);
  else if (status === 'abandoned' && row.status !== 'abandoned')
    add('abandoned', (n) => `比赛腰斩 ${final(n)}`);
  return lines;
}

/** Team short names and player names of the lines' matches, read in the tick's transaction. */
async function namesFor(trx: Exec, steps: readonly MatchStep[], lines: readonly Line[]): Promise<Names> {
  const matchIds = new Set(lines.map((l) => l.matchId));
  const teamIds = steps.filter((s) => matchIds.has(s.row.id)).flatMap((s) => [s.row.home_id, s.row.away_id]);
  const playerIds = steps
    .flatMap((s) => s.timeline.map((e) => e.player_id))
    .filter((id): id is number => id !== null);
  const teams = teamIds.length
    ? await trx.selectFrom('sport_teams').select(['id', 'short_name']).where('id', 'in', teamIds).execute()
    : [];
  const players = playerIds.length
    ? await trx.selectFrom('sport_players').select(['id', 'name']).where('id', 'in', playerIds).execute()
    : [];
  const teamName = new Map(teams.map((t) => [Number(t.id), t.short_name]));
  const playerName = new Map(players.map((p) => [Number(p.id), p.name]));
  return {
    team: (id) => teamName.get(id) ?? '',
    player: (id) => (id === null ? '' : (playerName.get(id) ?? '')),
  };
}

/**
 * The rooms' system lines, written by the leader in the transaction that commits the tick (so once, however
 * many instances run, and only with the tick they describe); `signal` tells this instance's hub.
 */
export function systemLineWriter(db: Db, signal: () => void): TickWriter {
  let wrote = false;
  return {
    async write(trx, steps, nowMs) {
      const lines = steps.flatMap(linesOf);
      if (!lines.length) return;
      const names = await namesFor(trx, steps, lines);
      const drafts: ChatDraft[] = lines.map((l) => {
        const text = l.text(names);
        return {
          matchId: l.matchId,
          kind: 'system',
          userId: null,
          sent: text,
          shown: text,
          systemKind: l.kind,
          now: nowMs,
        };
      });
      await appendChat(trx, db.engine, drafts);
      wrote = true;
    },
    committed() {
      if (!wrote) return;
      wrote = false;
      signal();
    },
  };
}
