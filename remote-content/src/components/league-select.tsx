import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Sport } from '@jincheng/shared';
import { hotLeaguesQuery } from '../api/queries';
import styles from './filters.module.css';

export interface LeagueSelectProps {
  /** Leagues of this sport; both sports when undefined. */
  sport?: Sport;
  value: number | null;
  onChange: (leagueId: number | null) => void;
}

/** 联赛 filter: 全部联赛 plus the hot leagues; without leagues (still loading, failed) only 全部联赛. */
export function LeagueSelect({ sport, value, onChange }: LeagueSelectProps) {
  const id = useId();
  const leagues = useQuery(hotLeaguesQuery(sport)).data ?? [];
  return (
    <span className={styles.select}>
      <label htmlFor={id}>联赛</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">全部联赛</option>
        {leagues.map((league) => (
          <option key={league.id} value={league.id}>
            {league.shortName}
          </option>
        ))}
      </select>
    </span>
  );
}
