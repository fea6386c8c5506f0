import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@jincheng/shared';
import styles from '../../../components/detail.module.css';
import { matchSolutionsQuery } from '../api/queries';

export interface MatchSolutionsProps {
  matchId: number;
}

/** 本场专家方案: links to the solutions for this match; hidden when there are none or the call failed. */
export function MatchSolutions({ matchId }: MatchSolutionsProps) {
  const solutions = useQuery(matchSolutionsQuery(matchId)).data;
  if (!solutions || solutions.list.length === 0) return null;
  return (
    <section className={styles.panel}>
      <h2 className={styles.asideTitle}>本场专家方案</h2>
      <ul className={styles.links}>
        {solutions.list.map((s) => (
          <li key={s.id}>
            <Link to={paths.solutionDetails(s.id)}>
              {s.title}
              <span className={styles.linkMeta}>
                {s.expertName} · {s.price > 0 ? `${s.price} 金币` : '免费'}
                {s.result !== 'pending' ? ` · ${s.resultLabel}` : ''}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
