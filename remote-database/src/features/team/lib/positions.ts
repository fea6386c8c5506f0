import type { PlayerSummary, Sport } from '@jincheng/shared';

const ORDER: Record<Sport, readonly string[]> = {
  football: ['门将', '后卫', '中场', '前锋'],
  basketball: ['控球后卫', '得分后卫', '小前锋', '大前锋', '中锋'],
};

export interface PositionGroup<P extends PlayerSummary = PlayerSummary> {
  position: string;
  players: P[];
}

/** The squad by position in the sport's usual order (unknown positions last), shirt numbers ascending. */
export function groupByPosition<P extends PlayerSummary>(
  sport: Sport,
  squad: readonly P[],
): PositionGroup<P>[] {
  const order = ORDER[sport];
  const positions = [...new Set(squad.map((p) => p.position))].sort((a, b) => {
    const ia = order.indexOf(a);
    const ib = order.indexOf(b);
    return (ia < 0 ? order.length : ia) - (ib < 0 ? order.length : ib);
  });
  return positions.map((position) => ({
    position,
    players: squad.filter((p) => p.position === position).sort((a, b) => a.number - b.number),
  }));
}
