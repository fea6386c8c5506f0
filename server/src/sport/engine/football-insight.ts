import type { BestPlayer, FootballMatchDetail, Shot } from '@jincheng/shared/core';
import { momentAt } from './football-clock';
import { momentumAt } from './football-momentum';
import type { FootballScript } from './football-script';
import { shotsAt } from './football-shots';

const label = (m: { minute: number; stoppage: number }) =>
  m.stoppage ? `${m.minute}+${m.stoppage}'` : `${m.minute}'`;

/** Shots, momentum and the best-rated player of a football match as it stands at `t`. */
export function footballInsight(
  script: FootballScript,
  t: number,
  ratings: Map<number, number>,
): Pick<FootballMatchDetail, 'shots' | 'momentum' | 'bestPlayer'> {
  const now = Math.min(t, script.abandonAt ?? Infinity);
  const players = new Map(
    (['home', 'away'] as const).flatMap((side) =>
      [...script.lineups[side].starters.map((s) => s.player), ...script.lineups[side].bench].map(
        (p) => [p.id, { name: p.name, side }] as const,
      ),
    ),
  );
  const shots: Shot[] = shotsAt(script.shots, now).map((s, i) => ({
    id: i + 1,
    side: s.side,
    playerId: s.playerId,
    playerName: players.get(s.playerId)?.name ?? '',
    minuteLabel: label(momentAt(script, s.t)),
    x: s.x,
    y: s.y,
    body: s.body,
    situation: s.situation,
    xg: s.xg,
    outcome: s.outcome,
  }));
  let bestPlayer: BestPlayer | null = null;
  for (const [playerId, rating] of ratings) {
    const p = players.get(playerId);
    if (p && (!bestPlayer || rating > bestPlayer.rating))
      bestPlayer = { playerId, name: p.name, side: p.side, rating };
  }
  return { shots, momentum: momentumAt(script, now), bestPlayer };
}
