import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  DataProvider,
  createQueryClient,
  readPageData,
  type MatchPhase,
  type MatchSummary,
} from '@jincheng/shared';
import { Provider, createStore } from '../../../lib/app-jotai';
import { makeMatch } from '../../../test-utils/live-fixtures';
import { getLeagueMatches, getLeagueTree } from '../api/widgets-api';
import { hotTodayQuery } from '../api/queries';
import { HOT_SHOWN, hotFirstScreen, type HotPart } from '../hot-order';
import TodayStrip from '../today-strip';
import { installFakeLiveFeed, putDataBlock } from '../../../test-utils/server-page';

jest.mock('../api/widgets-api', () => ({
  ...(jest.createMockFromModule('../api/widgets-api') as object),
  getLeagueMatches: jest.fn(),
  getLeagueTree: jest.fn(),
}));

const PHASES: MatchPhase[] = ['finished', 'upcoming', 'live'];
/** A full evening: 30 football and 15 basketball hot matches, kickoffs spread over the day, phases mixed. */
function evening(): HotPart[] {
  const at = (i: number) =>
    `2026-11-23T${String(10 + (i % 12)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00Z`;
  const football = Array.from({ length: 30 }, (_, i) =>
    makeMatch({ id: 800 + i, phase: PHASES[i % 3], kickoff: at(i * 7) }),
  );
  const basketball = Array.from({ length: 15 }, (_, i) =>
    makeMatch({ id: 900 + i, sport: 'basketball', phase: PHASES[(i + 1) % 3], kickoff: at(i * 5) }),
  );
  return [
    { list: football, eventId: 100 },
    { list: basketball, eventId: 101 },
  ];
}

const RANK = { live: 0, upcoming: 1, finished: 2, other: 3 };
const shownOrder = (parts: HotPart[]): number[] =>
  parts
    .flatMap((p) => p.list)
    .sort(
      (a: MatchSummary, b: MatchSummary) =>
        RANK[a.phase] - RANK[b.phase] || a.kickoff.localeCompare(b.kickoff),
    )
    .map((m) => m.id);

describe('hotFirstScreen (the home page data block)', () => {
  it('keeps the 20 rows the widgets show, each sport in the server’s order, and says rows were left out', () => {
    const whole = evening();
    const first = hotFirstScreen(whole);
    const kept = first.flatMap((p) => p.list.map((m) => m.id));
    expect(kept).toHaveLength(HOT_SHOWN);
    expect(new Set(kept)).toEqual(new Set(shownOrder(whole).slice(0, HOT_SHOWN)));
    expect(first.every((p) => p.partial)).toBe(true);
    for (const [i, part] of first.entries()) {
      const order = whole[i]!.list.map((m) => m.id).filter((id) => kept.includes(id));
      expect(part.list.map((m) => m.id)).toEqual(order);
      expect(part.eventId).toBe(whole[i]!.eventId);
    }
  });

  it('leaves a short day whole (nothing to read again)', () => {
    const short = [{ list: [makeMatch({ id: 1 }), makeMatch({ id: 2 })], eventId: 5 }];
    expect(hotFirstScreen(short)).toBe(short);
  });
});

test('a server-rendered home page shows the same 20 chips from its data block, then reads the whole day', async () => {
  const whole = evening();
  const server = createQueryClient();
  server.setQueryData(hotTodayQuery().queryKey, hotFirstScreen(whole));
  const removeBlock = putDataBlock(server);
  jest
    .mocked(getLeagueTree)
    .mockImplementation(async (sport) => ({ hot: [{ id: sport === 'football' ? 1 : 2 }] }) as never);
  jest
    .mocked(getLeagueMatches)
    .mockImplementation(
      async (sport) => ({ list: whole[sport === 'football' ? 0 : 1]!.list, eventId: 102 }) as never,
    );
  installFakeLiveFeed();
  const client = createQueryClient();
  render(
    <Provider store={createStore()}>
      <DataProvider client={client} state={readPageData()}>
        <MemoryRouter>
          <TodayStrip />
        </MemoryRouter>
      </DataProvider>
    </Provider>,
  );
  removeBlock();
  const chips = () => within(screen.getByRole('list')).getAllByRole('link');
  const firstLabels = chips().map((a) => a.getAttribute('aria-label'));
  expect(firstLabels).toHaveLength(HOT_SHOWN);
  expect(client.getQueryData<HotPart[]>(hotTodayQuery().queryKey)?.every((p) => p.partial)).toBe(true);
  // Hydrated, the strip reads the whole day; the cache then holds all of it, no part marked partial.
  await waitFor(() => expect(getLeagueMatches).toHaveBeenCalledTimes(2));
  await waitFor(() => {
    const parts = client.getQueryData<HotPart[]>(hotTodayQuery().queryKey);
    expect(parts?.flatMap((p) => p.list)).toHaveLength(45);
    expect(parts?.some((p) => p.partial)).toBe(false);
  });
  // The whole read changes nothing the strip shows: the same 20, in the same order.
  expect(chips().map((a) => a.getAttribute('aria-label'))).toEqual(firstLabels);
});
