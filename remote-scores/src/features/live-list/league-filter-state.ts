import { useCallback, useMemo } from 'react';
import { useHydrated, type Sport } from '@jincheng/shared';
import { hiddenLeaguesAtom, useAtom } from '../../lib/app-jotai';

type Hidden = Record<Sport, number[]>;

const NONE: Hidden = { football: [], basketball: [] };

/** The leagues switched off: none on the server and while hydrating (the choice lives in this browser). */
export function useLeagueFilter(sport: Sport) {
  const [stored, setHidden] = useAtom(hiddenLeaguesAtom);
  const hidden = useHydrated() ? stored : NONE;
  const hiddenIds = useMemo(() => new Set(hidden[sport]), [hidden, sport]);
  const setHiddenIds = useCallback(
    (ids: Iterable<number>) => setHidden({ ...stored, [sport]: [...ids] }),
    [stored, setHidden, sport],
  );
  return { hiddenIds, setHiddenIds };
}
