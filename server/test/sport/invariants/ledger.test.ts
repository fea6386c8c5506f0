import {
  auditFootball,
  type AuditEvent,
  type Squads,
} from '../../../src/sport/engine/consistency/football-audit';
import { PitchLedger } from '../../../src/sport/engine/football-ledger';
import type { EnginePlayer } from '../../../src/sport/engine/types';

const player = (id: number, position = 'M'): EnginePlayer => ({
  id,
  name: `球员${id}`,
  number: id,
  position,
  skill: 0.5,
  ppg: 0,
});
const xi = (base: number) => [
  player(base, 'G'),
  ...Array.from({ length: 10 }, (_, i) => player(base + 1 + i)),
];
const bench = (base: number) => Array.from({ length: 9 }, (_, i) => player(base + 20 + i));

describe('pitch ledger (the rules every football script is walked through)', () => {
  const fresh = () =>
    new PitchLedger({ home: xi(100), away: xi(200) }, { home: bench(100), away: bench(200) });

  it('allows five changes in three windows in play, half-time changes using none', () => {
    const ledger = fresh();
    const off = (n: number) => ledger.substitutable('home', 9999)[n] as EnginePlayer;
    expect(ledger.substitute('home', off(0), 2700 + 900, true)).not.toBeNull();
    for (const t of [4000, 4600, 5200]) expect(ledger.substitute('home', off(0), t, false)).not.toBeNull();
    expect(ledger.changesLeft('home', 5800, false)).toBe(0);
    expect(ledger.substitute('home', off(0), 5800, false)).toBeNull();
    // A fourth window is closed, but a change in an open window is still allowed until five.
    expect(ledger.substitute('home', off(0), 5200, false)).not.toBeNull();
    expect(ledger.changesLeft('home', 5200, false)).toBe(0);
  });

  it('takes a sent-off player off for good: not replaced, not substituted, no second booking', () => {
    const ledger = fresh();
    const target = ledger.onPitch('away')[3] as EnginePlayer;
    expect(ledger.book('away', target, 600)).toBe('yellow');
    expect(ledger.book('away', target, 900)).toBe('second_yellow');
    expect(ledger.onPitch('away')).toHaveLength(10);
    expect(ledger.isOn('away', target.id)).toBe(false);
    expect(ledger.substitute('away', target, 4000, false)).toBeNull();
    expect(ledger.onPitch('away')).toHaveLength(10);
  });

  it('never brings a substituted player back, never takes a substitute off again, and keeps a scorer on until his goal is reviewed', () => {
    const ledger = fresh();
    const first = ledger.removable('home', 0)[0] as EnginePlayer;
    const on = ledger.substitute('home', first, 4000, false) as EnginePlayer;
    expect(ledger.isOn('home', first.id)).toBe(false);
    expect(ledger.substitutable('home', 4100)).not.toContain(on);
    expect(ledger.substitute('home', on, 4100, false)).toBeNull();
    expect(ledger.removable('home', 4100)).toContain(on); // he can still be sent off
    expect(ledger.substitute('home', ledger.substitutable('home', 4100)[0]!, 4100, false)).not.toBeNull();
    expect(ledger.onPitch('home').some((p) => p.id === first.id)).toBe(false);
    const scorer = ledger.removable('home', 0)[0] as EnginePlayer;
    ledger.hold('home', scorer.id, 5000);
    expect(ledger.removable('home', 4990)).not.toContain(scorer);
    expect(ledger.removable('home', 5001)).toContain(scorer);
  });
});

describe('football audit (reports what a fan would spot)', () => {
  const squads: Squads = {
    home: { starters: [1, 2, 3], bench: [4, 5] },
    away: { starters: [11, 12, 13], bench: [14] },
  };
  const e = (
    minute: number,
    kind: string,
    side: 'home' | 'away',
    playerId: number,
    extra: Partial<AuditEvent> = {},
  ): AuditEvent => ({
    period: minute > 45 ? 2 : 1,
    minute,
    stoppage: 0,
    side,
    kind,
    playerId,
    relatedId: null,
    points: 0,
    ...extra,
  });

  it('passes a possible timeline', () => {
    const ok = [
      e(10, 'goal', 'home', 1, { relatedId: 2, points: 1 }),
      e(30, 'own_goal', 'away', 3, { points: 1 }),
      e(60, 'substitution', 'home', 2, { relatedId: 4 }),
      e(70, 'goal', 'home', 4, { points: 1 }),
    ];
    expect(auditFootball(ok, squads, { home: 2, away: 1 })).toEqual([]);
  });

  it('reports a substitution after a red card, a goal by a player not yet on, an assist from the bench and a wrong score', () => {
    const bad = [
      e(32, 'red', 'away', 11),
      e(40, 'goal', 'home', 4, { relatedId: 5, points: 1 }),
      e(75, 'substitution', 'away', 11, { relatedId: 14 }),
      e(80, 'yellow', 'home', 1),
      e(70, 'comment', 'home', 2),
    ];
    const problems = auditFootball(bad, squads, { home: 2, away: 0 });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/40' goal: scorer 4 is not on the pitch \(not yet on\)/),
        expect.stringMatching(/40' goal: assist 5 is not on the pitch/),
        expect.stringMatching(/75' substitution: player off 11 is not on the pitch \(already off\)/),
        expect.stringMatching(/70' comment comes after 80' yellow/),
        expect.stringMatching(/final score 2-0, goals say 1-0/),
      ]),
    );
  });
});
