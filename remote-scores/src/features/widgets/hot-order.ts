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

/** Twice the group (live and upcoming, results, the rest) plus one for upcoming: live before upcoming in a tie. */
const RANK = { live: 0, upcoming: 1, finished: 2, other: 4 } as const;

/** What the order reads of a match (a `MatchSummary` has it all). */
export interface HotKey {
  phase: keyof typeof RANK;
  kickoff: string;
  /** 0–100 (the server's repo/importance.ts). */
  importance: number;
}

/**
 * The order both widgets show: live and upcoming matches before results; among them the bigger match first, by
 * tens of importance (曼城–桑德兰 before a 日职联 game, whether it has started or not), then live before upcoming,
 * then by kickoff. Kickoffs are ISO 8601 in UTC, so their text sorts as their time; `localeCompare` built an ICU
 * collator for it, 11 ms in the home page's hydration on this machine (4× that on a phone).
 */
export function hotOrder(a: HotKey, b: HotKey): number {
  return (
    (RANK[a.phase] >> 1) - (RANK[b.phase] >> 1) ||
    Math.floor(b.importance / 10) - Math.floor(a.importance / 10) ||
    RANK[a.phase] - RANK[b.phase] ||
    (a.kickoff < b.kickoff ? -1 : a.kickoff > b.kickoff ? 1 : 0)
  );
}

/**
 * The hot matches a server-rendered home page carries: the first `rows` of both sports in the widgets' order
 * (about 45 on a full evening were read, 20 at most shown), each sport's list still in the server's order.
 * The widgets' first render is the same as with the whole read; the browser reads the rest once hydrated.
 */
export function hotFirstScreen(parts: HotPart[], rows = HOT_SHOWN): HotPart[] {
  const all = parts.flatMap((p) =>
    p.list.map((m) => ({ id: m.id, phase: m.phase, kickoff: m.kickoff, importance: m.importance })),
  );
  if (all.length <= rows) return parts;
  const kept = new Set(
    all
      .sort(hotOrder)
      .slice(0, rows)
      .map((m) => m.id),
  );
  return parts.map((p) => ({ ...p, list: p.list.filter((m) => kept.has(m.id)), partial: true }));
}
