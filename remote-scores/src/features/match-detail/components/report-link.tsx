import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { paths, type MatchStatus } from '@jincheng/shared';
import { matchReportQuery } from '../api/report-query';
import styles from './report-link.module.css';

export interface ReportLinkProps {
  matchId: number;
  status: MatchStatus;
}

/**
 * 战报: a finished match's report, opened on /news like the other articles. Asked only once the match is over,
 * and shown only when there is one (a match finished after the seed has none yet): nothing to wait for.
 */
export function ReportLink({ matchId, status }: ReportLinkProps) {
  const { data } = useQuery({ ...matchReportQuery(matchId), enabled: status === 'finished' });
  const report = data?.list[0];
  if (status !== 'finished' || !report) return null;
  return (
    <Link to={paths.news(report.id)} className={styles.link} aria-label={`战报：${report.title}`}>
      <span className={styles.tag}>战报</span>
      <span className={styles.title}>{report.title}</span>
      <span className={styles.more} aria-hidden="true">
        阅读全文 ›
      </span>
    </Link>
  );
}
