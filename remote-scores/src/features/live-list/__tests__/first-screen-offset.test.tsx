import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { dehydrate } from '@tanstack/react-query';
import { DataProvider, createQueryClient } from '@jincheng/shared';
import { hydrateWatched } from '../../../../../jest/hydrate-watched';
import { Provider, createStore } from '../../../lib/app-jotai';
import { getMatches } from '../api/matches-api';
import { ScoresPage } from '../scores-page';
import type { WindowTrackerProps } from '../components/window-tracker';
import { installFakeLiveFeed, phasedDay, serverWithFirstScreen } from '../../../test-utils/server-page';

jest.mock('../api/matches-api', () => ({
  ...(jest.createMockFromModule('../api/matches-api') as object),
  getMatches: jest.fn(),
  getMatchDays: jest.fn(() => Promise.resolve({ today: '2026-11-23', days: [] })),
}));

// The virtualiser's chunk: in, but it reports its window only when the test says so (on a phone it comes in
// over the network some time after hydration).
let report: ((props: WindowTrackerProps) => void) | null = null;
jest.mock('../components/window-tracker', () => ({
  WindowTracker: (props: WindowTrackerProps) => {
    report = () =>
      props.onWindow({
        rows: [0, 1, 2].map((index) => ({
          key: props.keyOf(index),
          index,
          // As @tanstack/react-virtual counts: from the top of the page (scrollMargin), not of the list.
          start: props.scrollMargin + [0, 1, 2].slice(0, index).reduce((sum, i) => sum + props.sizeOf(i), 0),
          end: 0,
          size: props.sizeOf(index),
          lane: 0,
        })),
        active: props.stickyIndex({ startIndex: 0 }),
      });
    return null;
  },
}));

const day = phasedDay(60, 700);
/** Where the list starts on the page: below the site header, the title, the date bar and the tabs. */
const LIST_TOP = 250;

function page(state: ReturnType<typeof dehydrate>) {
  installFakeLiveFeed();
  return (
    <Provider store={createStore()}>
      <DataProvider client={createQueryClient()} state={state}>
        <MemoryRouter initialEntries={['/match']}>
          <ScoresPage sport="football" title="足球比分" />
        </MemoryRouter>
      </DataProvider>
    </Provider>
  );
}

const offsets = (container: Element) =>
  [...container.querySelectorAll<HTMLElement>('[role="listitem"]')]
    .slice(0, 3)
    .map((row) => row.style.transform || 'sticky');

test('the first screen’s rows stay where the server drew them once the list’s place on the page is measured, and the virtualiser takes over in place', async () => {
  jest.mocked(getMatches).mockReturnValue(new Promise(() => undefined));
  window.scrollTo = () => undefined;
  const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const top = this.getAttribute('role') === 'list' ? LIST_TOP : 0;
    return { top, bottom: top, left: 0, right: 0, width: 0, height: 0, x: 0, y: top, toJSON: () => ({}) };
  });
  try {
    const state = dehydrate(serverWithFirstScreen(day));
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(state));
    document.body.append(container);
    const drawn = offsets(container);
    expect(drawn.filter((t) => t !== 'sticky').length).toBeGreaterThan(0);

    (await hydrateWatched(container, page(state))).expectClean();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // Hydrated, the list's offset measured (250 px), the virtualiser in but silent: the rows have not moved
    // up over the tabs (they did: translateY(-250px) for the first row).
    expect(report).not.toBeNull();
    expect(offsets(container)).toEqual(drawn);

    // The virtualiser's first window, counted from the top of the page: the same places.
    await act(async () => report?.({} as WindowTrackerProps));
    expect(offsets(container)).toEqual(drawn);
  } finally {
    rect.mockRestore();
  }
});
