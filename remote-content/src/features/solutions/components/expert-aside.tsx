import { Link } from 'react-router-dom';
import { Avatar, paths, type ExpertSummary } from '@jincheng/shared';
import detail from '../../../components/detail.module.css';
import styles from './solution.module.css';

export interface ExpertAsideProps {
  expert: ExpertSummary;
}

/** The author of the solution, with the numbers that make a fan trust (or not) the pick. */
export function ExpertAside({ expert }: ExpertAsideProps) {
  return (
    <section className={detail.panel} aria-label="方案作者">
      <div className={styles.author}>
        <Avatar src={expert.avatar} size="md" alt="" />
        <div>
          <h2 className={detail.asideTitle}>{expert.name}</h2>
          <span className={detail.linkMeta}>{expert.title}</span>
        </div>
      </div>
      <ul className={styles.authorStats}>
        <li>
          命中率 <b>{expert.hitRate}%</b>
        </li>
        <li>
          当前连红 <b>{expert.streak}</b>
        </li>
        <li>
          战绩 <b>{expert.red}红</b> {expert.black}黑
        </li>
      </ul>
      <Link to={paths.expertsDetail(expert.id)}>查看专家主页 ›</Link>
    </section>
  );
}
