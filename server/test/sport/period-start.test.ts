import { footballState } from '../../src/sport/engine/football-state';
import { footballScript } from '../../src/sport/engine/football-script';
import type { EngineTeam } from '../../src/sport/engine/types';
import { periodStartedAt } from '../../src/sport/live/period-start';

const team = (id: number): EngineTeam => ({
  id,
  name: `球队${id}`,
  shortName: `队${id}`,
  strength: 0.6,
  coach: '教练',
  players: Array.from({ length: 22 }, (_, i) => ({
    id: id * 100 + i,
    name: `球员${i}`,
    number: i + 1,
    position: i === 0 || i === 11 ? 'G' : i < 5 || (i > 11 && i < 16) ? 'D' : i < 9 || i > 18 ? 'M' : 'F',
    skill: 0.6,
    ppg: 0,
  })),
});

const NOW = 1_800_000_000_000;

describe('periodStartedAt (the feed field the minute ticks from)', () => {
  it.each([1, 2, 3, 4, 5])('matches the engine clock through the whole of match %i', (matchId) => {
    const script = footballScript('period-start', matchId, team(1), team(2), '裁判');
    for (let t = 0; t < script.end; t += 7) {
      const state = footballState(script, t);
      const started = periodStartedAt({ sport: 'football', simT: t, ...state }, NOW);
      if (state.status === 'half_time') {
        expect(started).toBeNull();
        continue;
      }
      const periodStart = t < script.h1End ? 0 : script.h2Start;
      expect({ t, started }).toEqual({ t, started: NOW - (t - periodStart) * 1000 });
    }
  });

  it('is null when no football clock runs', () => {
    const base = { minute: 45, stoppage: 0, simT: 3000 };
    expect(periodStartedAt({ ...base, sport: 'football', status: 'half_time' }, NOW)).toBeNull();
    expect(periodStartedAt({ ...base, sport: 'football', status: 'finished' }, NOW)).toBeNull();
    expect(periodStartedAt({ ...base, sport: 'basketball', status: 'q2' }, NOW)).toBeNull();
    expect(periodStartedAt({ ...base, sport: 'football', status: 'first_half', simT: null }, NOW)).toBeNull();
  });
});
