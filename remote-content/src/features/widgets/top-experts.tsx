import { Link } from 'react-router-dom';
import { Avatar, paths } from '@jincheng/shared';
import { getExperts } from '../../api/get-experts';
import { useAsync } from '../../lib/use-async';
import { WidgetFrame } from './widget-frame';
import styles from './widget.module.css';

export const TOP_EXPERTS_COUNT = 5;

/** 专家推荐 on /home: the experts with the best hit rate. */
export default function TopExperts() {
  const state = useAsync(
    () => getExperts({ sort: 'hitRate', pageSize: TOP_EXPERTS_COUNT }).then((page) => page.list),
    [],
  );
  return (
    <WidgetFrame
      title="专家推荐"
      more={{ to: paths.experts(), label: '全部专家' }}
      state={state}
      onRetry={state.reload}
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
              <span className={styles.rate}>命中 {e.hitRate}%</span>
            </Link>
          </li>
        ))
      }
    </WidgetFrame>
  );
}
