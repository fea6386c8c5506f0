import { Link } from 'react-router-dom';
import { Avatar, paths } from '@jincheng/shared';
import { topExperts } from './prefetch';
import { WidgetFrame } from './widget-frame';
import styles from './widget.module.css';

/** 专家推荐 on /home: the experts with the best hit rate. */
export default function TopExperts() {
  return (
    <WidgetFrame
      title="专家推荐"
      more={{ to: paths.experts(), label: '全部专家' }}
      query={topExperts}
      emptyText="暂无专家"
    >
      {(items) =>
        items.map((e) => (
          <li key={e.id}>
            <Link to={paths.expertsDetail(e.id)} className={styles.row}>
              <Avatar src={e.avatar} size="xs" alt="" />
              <span className={styles.text}>
                {e.name}
                <span className={styles.side}> · {e.streak > 1 ? `${e.streak}连红` : e.title}</span>
              </span>
              <span className={styles.rate}>
                {e.rateRanked === false ? `${e.settled}中${e.red}` : `命中 ${e.hitRate}%`}
              </span>
            </Link>
          </li>
        ))
      }
    </WidgetFrame>
  );
}
