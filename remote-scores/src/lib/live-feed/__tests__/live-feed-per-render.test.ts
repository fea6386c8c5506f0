/**
 * @jest-environment node
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider, createStore } from '../../app-jotai';
import { liveFeedFor } from '../live-feed';
import { liveRead } from '../live-store';
import { useLiveMatch, useLiveReads } from '../use-live';
import { goalEvent, makeMatch } from '../../../test-utils/live-fixtures';

const read = liveRead(makeMatch({ id: 7, homeScore: 1, awayScore: 0 }), 100);

function Score() {
  const [shown] = useLiveReads([read], 100);
  const m = useLiveMatch(shown ?? read);
  return createElement('p', null, `${m.homeScore}-${m.awayScore}`);
}

describe('live rows on the server', () => {
  it('are per render: a later request never shows what an earlier one put into its store', () => {
    const first = createStore();
    const second = createStore();
    liveFeedFor(first).store.seed([read]);
    liveFeedFor(first).store.apply([goalEvent(101, 2)]);
    expect(liveFeedFor(first).store.current(read).homeScore).toBe(2);
    expect(liveFeedFor(second).store.current(read).homeScore).toBe(1);
    expect(liveFeedFor(first)).toBe(liveFeedFor(first));
    expect(liveFeedFor(first)).not.toBe(liveFeedFor(second));
  });

  it('leave the store as they found it: rendering writes nothing (reads are told to it by effects)', () => {
    const store = createStore();
    const html = renderToString(createElement(Provider, { store }, createElement(Score)));
    expect(html).toContain('1-0');
    const live = liveFeedFor(store).store;
    expect(live.get(7)).toBeUndefined();
    expect(live.delta(7)).toBeNull();
  });
});
