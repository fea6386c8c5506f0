/**
 * @jest-environment node
 */
import { createStore } from '../../app-jotai';
import type { MatchSummary } from '@jincheng/shared';
import { liveFeedFor } from '../live-feed';

const match = (homeScore: number) => ({ id: 7, homeScore }) as unknown as MatchSummary;

describe('live rows on the server', () => {
  it('are per render: a later request never shows what an earlier one put into its store', () => {
    const first = createStore();
    const second = createStore();
    liveFeedFor(first).store.ensure([match(1)], 10);
    liveFeedFor(second).store.ensure([match(3)], 20);
    expect(liveFeedFor(first).store.get(7)?.homeScore).toBe(1);
    expect(liveFeedFor(second).store.get(7)?.homeScore).toBe(3);
    expect(liveFeedFor(first)).toBe(liveFeedFor(first));
    expect(liveFeedFor(first)).not.toBe(liveFeedFor(second));
  });
});
