/**
 * A tab change re-creates the whole screen (the shell keys each route view by its URL). The tab that was
 * chosen marks it here, and the new screen puts focus back on its selected tab.
 */
let pending = false;

export function markRefocus(): void {
  pending = true;
}

export function takeRefocus(): boolean {
  const was = pending;
  pending = false;
  return was;
}
