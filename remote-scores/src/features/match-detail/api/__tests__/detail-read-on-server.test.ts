/**
 * @jest-environment node
 */
import type { MatchDetail } from '@jincheng/shared';
import { getLiveStatus, getMatchDetail } from '../match-detail-api';
import { matchDetailQuery } from '../queries';

jest.mock('../match-detail-api');
// The page-wide feed belongs to the browser: a server read that made it would keep a feed (and the
// process-wide jotai store it writes to) for every later request.
jest.mock('../../../../lib/live-feed/live-feed', () => ({
  ...jest.requireActual('../../../../lib/live-feed/live-feed'),
  liveFeed: () => {
    throw new Error('the page-wide live feed was made on the server');
  },
}));

test('a server read of a match takes its feed position from the live status, not from a page-wide feed', async () => {
  const detail = { sport: 'football', match: { id: 7 } } as unknown as MatchDetail;
  jest.mocked(getLiveStatus).mockResolvedValue({ lastEventId: 321 } as never);
  jest.mocked(getMatchDetail).mockResolvedValue(detail);
  const { queryFn } = matchDetailQuery(7);
  const read = await (queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({
    signal: new AbortController().signal,
  });
  expect(read).toEqual({ detail, eventId: 321 });
});
