import type { PlayerDetailData, Sport } from '@jincheng/shared';

const FOOTBALL_POSITIONS = ['门将', '后卫', '中场', '前锋'];

/** The API does not say a player's sport: his matches do, else his position does. */
export function playerSport(data: PlayerDetailData): Sport {
  const match = data.recentMatches[0]?.match;
  if (match) return match.sport;
  return FOOTBALL_POSITIONS.includes(data.player.position) ? 'football' : 'basketball';
}
