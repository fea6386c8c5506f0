import { hydrateWatched } from '../../../../../jest/hydrate-watched';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { goalEvent, makeMatch } from '../../../test-utils/live-fixtures';
import { installFakeLiveFeed } from '../../../test-utils/server-page';
import { liveFeed } from '../live-feed';
import { liveRead } from '../live-store';
import type { LiveMatch } from '../live-types';
import { useLiveMatch, useLiveReads } from '../use-live';

const read = makeMatch({ id: 7, homeScore: 1, awayScore: 0 });

function Score({ read }: { read: LiveMatch }) {
  const m = useLiveMatch(read);
  return <p>{`${m.homeScore}-${m.awayScore}`}</p>;
}

/** A slot of the page (a /home widget) that shows match 7 from its read at event 100. */
function Slot() {
  const [shown] = useLiveReads([read], 100);
  return shown ? <Score read={shown} /> : null;
}

const goal = goalEvent(101, 2);

test('a slot hydrated after another slot opened the feed shows what the server rendered, then the live score', async () => {
  installFakeLiveFeed();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Slot />);
  document.body.append(container);
  expect(container.textContent).toBe('1-0');

  // The browser: another slot read the same match and opened the feed, and a goal came in, before this slot
  // was hydrated.
  installFakeLiveFeed();
  liveFeed().store.seed([liveRead(read, 100)]);
  liveFeed().store.apply([goal]);
  expect(liveFeed().store.get(7)?.homeScore).toBe(2);

  const sent = container.querySelector('p');
  (await hydrateWatched(container, <Slot />)).expectClean();
  // Hydrated in place, then brought up to the feed.
  expect(container.querySelector('p')).toBe(sent);
  expect(container.textContent).toBe('2-0');
  // And it follows the feed from then on.
  await act(async () => liveFeed().store.apply([goalEvent(102, 3)]));
  expect(container.textContent).toBe('3-0');
  container.remove();
});
