import type { MatchSummary } from '@jincheng/shared';

let next = 1;

/** A list row with sensible defaults: a live 英超 match, 曼城 2-1 阿森纳 at 78'. */
export function makeMatch(overrides: Partial<MatchSummary> = {}): MatchSummary {
  const id = overrides.id ?? next++;
  return {
    id,
    sport: 'football',
    league: { id: 1, sport: 'football', name: '英格兰超级联赛', shortName: '英超', color: '#3D185C' },
    seasonId: 1,
    round: 12,
    roundName: '第12轮',
    stage: 'regular',
    leg: null,
    group: null,
    kickoff: '2026-11-23T12:00:00Z',
    kickoffTbd: false,
    status: 'second_half',
    statusLabel: '下半场',
    phase: 'live',
    minute: 78,
    periodStartedAt: null,
    stoppage: null,
    clockLabel: "78'",
    period: null,
    clock: null,
    home: { id: 10, name: '曼彻斯特城', shortName: '曼城', nameEn: 'Man City', logo: '/b/10.svg', rank: 2 },
    away: { id: 11, name: '阿森纳', shortName: '阿森纳', nameEn: 'Arsenal', logo: '/b/11.svg', rank: 1 },
    homeScore: 2,
    awayScore: 1,
    halfTime: { home: 1, away: 1 },
    cards: { homeYellow: 1, awayYellow: 2, homeRed: 0, awayRed: 0 },
    corners: { home: 5, away: 3 },
    periods: [],
    hasIntelligence: true,
    hasSolutions: false,
    venue: '伊蒂哈德球场',
    importance: 70,
    important: true,
    ...overrides,
  };
}

/** A feed event: a home goal (哈兰德, 80') that makes match `matchId` `homeScore`, at event `id`. */
export function goalEvent(id: number, homeScore: number, matchId = 7) {
  return {
    type: 'goal' as const,
    id,
    data: {
      matchId,
      sport: 'football' as const,
      changes: { homeScore },
      at: 0,
      side: 'home' as const,
      minuteLabel: "80'",
      playerName: '哈兰德',
      kind: 'goal' as const,
    },
  };
}
