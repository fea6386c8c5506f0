import { Link } from 'react-router-dom';
import { formatDate, fromNow, paths, truncate } from '@jincheng/shared';
import { latestNews } from './prefetch';
import { WidgetFrame } from './widget-frame';
import styles from './widget.module.css';

/** 最新资讯 on /home: the newest news, each opening at /news?id=. */
export default function LatestNews() {
  return (
    <WidgetFrame
      title="最新资讯"
      more={{ to: paths.news(), label: '更多资讯' }}
      query={latestNews}
      emptyText="暂无资讯"
    >
      {(items) =>
        items.map((a) => (
          <li key={a.id}>
            <Link to={paths.news(a.id)} className={styles.row} title={a.title}>
              <span className={styles.text}>{truncate(a.title, 40)}</span>
              <time
                className={styles.side}
                dateTime={a.publishedAt}
                title={formatDate(a.publishedAt)}
                suppressHydrationWarning
              >
                {fromNow(a.publishedAt)}
              </time>
            </Link>
          </li>
        ))
      }
    </WidgetFrame>
  );
}
