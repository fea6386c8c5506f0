import { Link } from 'react-router-dom';
import { formatDate, paths, truncate, type SolutionSummary } from '@jincheng/shared';
import { ModelLine } from '../../../components/model-view';
import { ResultBadge } from '../../../components/result-badge';
import styles from './solution-row.module.css';

export interface SolutionRowProps {
  solution: SolutionSummary;
}

/** A solution in a list: title, match, the model's view, price and 红/黑; links to its detail. */
export function SolutionRow({ solution }: SolutionRowProps) {
  const { match } = solution;
  return (
    <Link to={paths.solutionDetails(solution.id)} className={styles.row}>
      <span className={styles.main}>
        <span className={styles.title}>{truncate(solution.title, 48)}</span>
        <span className={styles.meta}>
          {match.league.shortName} · {match.home.shortName} vs {match.away.shortName} ·{' '}
          {formatDate(match.kickoff, 'MM-DD HH:mm')}
        </span>
        {solution.model ? <ModelLine model={solution.model} match={match} /> : null}
      </span>
      <span className={styles.price}>{solution.price > 0 ? `${solution.price} 金币` : '免费'}</span>
      <ResultBadge result={solution.result} />
    </Link>
  );
}
