import { atom, useAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { storage, useHydrated, type Sport } from '@jincheng/shared';

type Hidden = Record<Sport, number[]>;

function readHidden(): Hidden {
  try {
    const parsed = JSON.parse(storage.get('scoresLeagueFilter') ?? '{}') as Partial<Hidden>;
    const ids = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : []);
    return { football: ids(parsed.football), basketball: ids(parsed.basketball) };
  } catch {
    return { football: [], basketball: [] };
  }
}

const memoryAtom = atom<Hidden | null>(null);

/**
 * The league filter remembers the leagues a fan switched OFF (storage key `scoresLeagueFilter`), per sport:
 * a league that was not on the day the filter was set shows until it is switched off too.
 */
const hiddenAtom = atom(
  (get) => get(memoryAtom) ?? readHidden(),
  (_get, set, next: Hidden) => {
    set(memoryAtom, next);
    storage.set('scoresLeagueFilter', JSON.stringify(next));
  },
);

const NONE: Hidden = { football: [], basketball: [] };

/** The leagues switched off: none on the server and while hydrating (the choice lives in this browser). */
export function useLeagueFilter(sport: Sport) {
  const [stored, setHidden] = useAtom(hiddenAtom);
  const hidden = useHydrated() ? stored : NONE;
  const hiddenIds = useMemo(() => new Set(hidden[sport]), [hidden, sport]);
  const setHiddenIds = useCallback(
    (ids: Iterable<number>) => setHidden({ ...stored, [sport]: [...ids] }),
    [stored, setHidden, sport],
  );
  return { hiddenIds, setHiddenIds };
}
