import type { MatchSummary } from '@jincheng/shared';

/** The most rows a home widget shows of today's hot matches (今日比分's strip; 热门比赛 shows 6). */
export const HOT_SHOWN = 20;

/** One sport's part of today's hot matches, with the feed's event id it was read at. */
export interface HotPart {
  list: MatchSummary[];
  eventId: number;
  /** Set on the server's read when rows were left out (the page's data block): the browser reads them all. */
  partial?: true;
}

const RANK = { live: 0, upcoming: 1, finished: 2, other: 3 } as const;

/**
 * The order both widgets show: live first, then the next kickoffs, then results. Kickoffs are ISO 8601 in UTC,
 * so their text sorts as their time; `localeCompare` built an ICU collator for it, 11 ms in the home page's
 * hydration on this machine (4× that on a phone).
 */
export function hotOrder(
  a: { phase: keyof typeof RANK; kickoff: string },
  b: { phase: keyof typeof RANK; kickoff: string },
): number {
  return RANK[a.phase] - RANK[b.phase] || (a.kickoff < b.kickoff ? -1 : a.kickoff > b.kickoff ? 1 : 0);
}

/**
 * The hot matches a server-rendered home page carries: the first `rows` of both sports in the widgets' order
 * (about 45 on a full evening were read, 20 at most shown), each sport's list still in the server's order.
 * The widgets' first render is the same as with the whole read; the browser reads the rest once hydrated.
 */
export function hotFirstScreen(parts: HotPart[], rows = HOT_SHOWN): HotPart[] {
  const all = parts.flatMap((p) => p.list.map((m) => ({ id: m.id, phase: m.phase, kickoff: m.kickoff })));
  if (all.length <= rows) return parts;
  const kept = new Set(
    all
      .sort(hotOrder)
      .slice(0, rows)
      .map((m) => m.id),
  );
  return parts.map((p) => ({ ...p, list: p.list.filter((m) => kept.has(m.id)), partial: true }));
}
