import { useEffect, useState } from 'react';
import type { MatchSummary, Sport } from '@jincheng/shared';
import { liveFeed } from '../live-feed/live-feed';
import { usePhaseVersion, useRetainFeed } from '../live-feed/use-live';
import { getLeagueMatches } from './api/get-league-matches';
import { getLeagueTree } from './api/get-hot-leagues';

export interface HotToday {
  ids: number[];
  eventId: number;
}

let pending: Promise<HotToday> | null = null;

async function loadSport(sport: Sport): Promise<{ list: MatchSummary[]; eventId: number }> {
  const tree = await getLeagueTree(sport);
  const ids = tree.hot.map((l) => l.id).slice(0, 200);
  if (!ids.length) return { list: [], eventId: 0 };
  const data = await getLeagueMatches(sport, ids);
  liveFeed().store.seed(data.list, data.eventId);
  return { list: data.list, eventId: data.eventId };
}

/** Both widgets share one read of today's hot-league matches (football and basketball). */
function loadHotToday(): Promise<HotToday> {
  pending ??= Promise.all([loadSport('football'), loadSport('basketball')]).then(
    (parts) => ({
      ids: parts.flatMap((p) => p.list.map((m) => m.id)),
      eventId: Math.min(...parts.map((p) => p.eventId)),
    }),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

const RANK = { live: 0, upcoming: 1, finished: 2, other: 3 } as const;

/** Today's hot matches, live first, then the next kickoffs, then results; re-sorted when a phase changes. */
export function useHotToday(): { ids: number[] | null; failed: boolean; retry: () => void } {
  const [data, setData] = useState<HotToday | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let alive = true;
    loadHotToday().then(
      (d) => alive && setData(d),
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [attempt]);
  useRetainFeed(data?.eventId ?? null);
  const phaseVersion = usePhaseVersion();
  const [sorted, setSorted] = useState<number[] | null>(null);
  useEffect(() => {
    if (!data) return;
    const { store } = liveFeed();
    const rows = data.ids.map((id) => store.get(id)).filter((m) => m !== undefined);
    rows.sort((a, b) => RANK[a.phase] - RANK[b.phase] || a.kickoff.localeCompare(b.kickoff));
    setSorted(rows.map((m) => m.id));
  }, [data, phaseVersion]);
  return {
    ids: sorted,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}
