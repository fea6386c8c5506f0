import { Link } from 'react-router-dom';
import { absenceDetail, paths, type MatchAbsence } from '@jincheng/shared';
import styles from './analysis-panel.module.css';

/** One side's 伤停: who is out, why, and until when (an injury's expected return, a ban's matches left). */
export function Absences({ name, teamId, list }: { name: string; teamId: number; list: MatchAbsence[] }) {
  return (
    <div>
      <h4>{name}</h4>
      {list.length ? (
        <ul className={styles.h2h}>
          {list.map((a) => (
            <li key={a.playerId}>
              <Link to={paths.player(a.playerId, teamId)}>{a.name}</Link>{' '}
              <span className={styles.muted}>
                {a.kind === 'injury' ? '伤' : '停'} ·{' '}
                {[a.reason, absenceDetail(a)].filter(Boolean).join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>暂无伤停</p>
      )}
    </div>
  );
}
