import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;
const same = () => 0;
/** How many times React asked for the server snapshot below: it does only while hydrating (and on the server). */
let serverAsks = 0;
const serverSnapshot = () => {
  serverAsks += 1;
  return 0;
};

/**
 * False on the server and during the browser's hydration of server HTML, true from then on (and from the
 * first render of a page that was not server-rendered). Anything that depends on the browser — the
 * session in localStorage, remembered filters — renders its signed-out/default version until this is true,
 * so the hydrating render matches the server's HTML.
 *
 * The turn to true after a hydration is a transition. React renders a transition in slices of a few
 * milliseconds and keeps the page on screen meanwhile. Before, this was a store whose browser value differed
 * from the server's: React re-renders such a store's readers synchronously once hydrated, in one task (the
 * scores page and the header: 20–35 ms on this machine, 4× that on Lighthouse's phone, all blocking time).
 * Whether a render hydrates is read from React itself: it asks for a store's server snapshot only on the
 * server and while hydrating (documented for `getServerSnapshot`), synchronously, inside the hook. Both
 * snapshots are the same, so the store never differs and never forces a render.
 */
export function useHydrated(): boolean {
  const asked = serverAsks;
  useSyncExternalStore(subscribe, same, serverSnapshot);
  const hydrating = serverAsks !== asked;
  const [live, setLive] = useState(() => !hydrating);
  useEffect(() => {
    if (!live) startTransition(() => setLive(true));
  }, [live]);
  return live;
}
