import { createContext, useContext, useState } from 'react';
import { storage, useHydrated, type DayOddsRow } from '@jincheng/shared';

/** The book whose 亚盘 the list column shows. */
export const LIST_BOOK = { id: 'jinguan', name: '锦官' } as const;

/**
 * The /match odds column: off by default, remembered (storage key `scoresOdds`). Like the goal sound, it
 * reads the browser's choice only once hydrated, so a server render and the first paint agree.
 */
export function useOddsColumn(): [boolean, () => void] {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const on = chosen ?? (hydrated && storage.get('scoresOdds') === 'on');
  return [
    on,
    () => {
      storage.set('scoresOdds', on ? 'off' : 'on');
      setChosen(!on);
    },
  ];
}

/** The day's odds by match id while the column is on (null: column off). */
export const DayOddsContext = createContext<ReadonlyMap<number, DayOddsRow> | null>(null);

export const useDayOdds = () => useContext(DayOddsContext);
