import type { ListItem } from './build-list';

/** Top offsets of every item, from fixed sizes. */
export function itemStarts(items: readonly ListItem[], sizeOf: (item: ListItem) => number): number[] {
  let at = 0;
  return items.map((item) => {
    const start = at;
    at += sizeOf(item);
    return start;
  });
}

/** Index of the group header of the item at `y` (list coordinates), or -1; starts from a nearby index. */
export function activeHeader(
  items: readonly ListItem[],
  starts: readonly number[],
  y: number,
  near: number,
): number {
  let index = Math.min(Math.max(near, 0), items.length - 1);
  while (index + 1 < starts.length && (starts[index + 1] ?? Infinity) <= y) index += 1;
  while (index > 0 && (starts[index] ?? 0) > y) index -= 1;
  while (index >= 0 && items[index]?.kind !== 'header') index -= 1;
  return index;
}
