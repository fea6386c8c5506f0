import { useState } from 'react';
import { Dialog, type MatchListLeague } from '@jincheng/shared';
import { StarButton } from '../../../components/star-button';
import styles from './league-filter-dialog.module.css';

export interface LeagueFilterDialogProps {
  leagues: readonly MatchListLeague[];
  hidden: ReadonlySet<number>;
  starredLeagues: ReadonlySet<number>;
  onToggleLeagueStar: (id: number) => void;
  onApply: (hidden: Set<number>) => void;
  onClose: () => void;
}

/** 赛事筛选: a modal dialog of checkboxes (select all, invert), applied with 确定 and remembered. */
export function LeagueFilterDialog(props: LeagueFilterDialogProps) {
  const { leagues, hidden, starredLeagues, onToggleLeagueStar, onApply, onClose } = props;
  const [shown, setShown] = useState(
    () => new Set(leagues.filter((l) => !hidden.has(l.id)).map((l) => l.id)),
  );

  const toggle = (id: number) =>
    setShown((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const apply = () => {
    const next = new Set(hidden);
    for (const l of leagues) {
      if (shown.has(l.id)) next.delete(l.id);
      else next.add(l.id);
    }
    onApply(next);
  };

  const title = (
    <>
      赛事筛选{' '}
      <small className={styles.tally}>
        已选 {shown.size} / {leagues.length}
      </small>
    </>
  );

  return (
    <Dialog title={title} onClose={onClose} width={640}>
      <div className={styles.quick}>
        <button type="button" onClick={() => setShown(new Set(leagues.map((l) => l.id)))}>
          全选
        </button>
        <button
          type="button"
          onClick={() => setShown(new Set(leagues.filter((l) => !shown.has(l.id)).map((l) => l.id)))}
        >
          反选
        </button>
        <button
          type="button"
          onClick={() => setShown(new Set(leagues.filter((l) => starredLeagues.has(l.id)).map((l) => l.id)))}
        >
          只看关注
        </button>
      </div>
      <ul className={styles.list}>
        {leagues.map((l) => (
          <li key={l.id} className={styles.item}>
            <label className={styles.label}>
              <input type="checkbox" checked={shown.has(l.id)} onChange={() => toggle(l.id)} />
              <span className={styles.swatch} style={{ background: l.color }} aria-hidden="true" />
              <span className={styles.name}>{l.shortName}</span>
              <span className={styles.count}>{l.count}</span>
            </label>
            <StarButton
              starred={starredLeagues.has(l.id)}
              label={l.shortName}
              onToggle={() => onToggleLeagueStar(l.id)}
            />
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" onClick={onClose}>
          取消
        </button>
        <button type="button" className={styles.primary} onClick={apply} disabled={shown.size === 0}>
          确定
        </button>
      </div>
    </Dialog>
  );
}
