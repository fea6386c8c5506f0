import { Link } from 'react-router-dom';
import { formatDate, fromNow, paths, truncate } from '@jincheng/shared';
import { getArticles } from '../../api/get-articles';
import { useAsync } from '../../lib/use-async';
import { WidgetFrame } from './widget-frame';
import styles from './widget.module.css';

export const LATEST_NEWS_COUNT = 6;

/** 最新资讯 on /home: the newest news, each opening at /news?id=. */
export default function LatestNews() {
  const state = useAsync(
    () => getArticles({ kind: 'news', pageSize: LATEST_NEWS_COUNT }).then((page) => page.list),
    [],
  );
  return (
    <WidgetFrame
      title="最新资讯"
      more={{ to: paths.news(), label: '更多资讯' }}
      state={state}
      onRetry={state.reload}
      emptyText="暂无资讯"
    >
      {(items) =>
        items.map((a) => (
          <li key={a.id}>
            <Link to={paths.news(a.id)} className={styles.row} title={a.title}>
              <span className={styles.text}>{truncate(a.title, 40)}</span>
              <time className={styles.side} dateTime={a.publishedAt} title={formatDate(a.publishedAt)}>
                {fromNow(a.publishedAt)}
              </time>
            </Link>
          </li>
        ))
      }
    </WidgetFrame>
  );
}
