import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dayLabel, type LeagueDetailData } from '@jincheng/shared';
import { seasonLabel } from '../lib/season-label';
import styles from './league-detail.module.css';

export interface SeasonSwitcherProps {
  detail: LeagueDetailData;
}

/**
 * 赛季: a native select of the league's seasons (the current one, then past seasons of real results). The
 * choice is the `season` query parameter (none for the current season), so links, reloads and the
 * server-rendered page show the same season; a switch drops the old season's round.
 */
export function SeasonSwitcher({ detail }: SeasonSwitcherProps) {
  const id = useId();
  const [, setParams] = useSearchParams();
  const { seasons, season } = detail;
  if (seasons.length < 2) return null;
  const choose = (code: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      const picked = seasons.find((s) => s.code === code);
      if (!picked || picked.current) next.delete('season');
      else next.set('season', code);
      next.delete('round');
      return next;
    });
  return (
    <div className={styles.season}>
      <label htmlFor={id}>赛季</label>
      <select id={id} value={season.code} onChange={(event) => choose(event.target.value)}>
        {seasons.map((s) => (
          <option key={s.code} value={s.code}>
            {seasonLabel(s)}
          </option>
        ))}
      </select>
      {season.current ? null : (
        <p className={styles.seasonNote}>
          往季真实赛果（来源：openfootball 开放数据）{season.through ? '，该赛季数据未完整' : ''}
          {season.simulatedAfter
            ? `；${dayLabel(season.simulatedAfter)}后的赛果为模拟，按该赛季真实的降级球队补全`
            : ''}
        </p>
      )}
    </div>
  );
}
