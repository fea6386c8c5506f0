import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  paths,
  remoteRouteOf,
  type RemoteRoute,
  type RemoteWidgetsModule,
  type ScreenLoader,
} from '@jincheng/shared';
import { loaderWithPrefetch } from '../../app/route-prefetch';
import { RemoteSlot } from '../../remotes/remote-slot';
import { WhenNear } from './when-near';
import { WidgetPending } from './widget-pending';
import styles from './home-page.module.css';
import reserve from './widget-reserve.module.css';

const QUICK_LINKS = [
  { label: '足球比分', to: paths.match(), hint: '五大联赛、中超、欧冠即时比分' },
  { label: '篮球比分', to: paths.basket(), hint: 'NBA、CBA 每节比分' },
  { label: '赛事情报', to: paths.intelligence(), hint: '伤停、状态、战意、战术' },
  { label: '资料库', to: paths.league(), hint: '积分榜、赛程、球队、球员' },
  { label: '排行榜', to: paths.ranking(), hint: '射手榜、助攻榜、专家榜' },
  { label: 'APP下载', to: paths.downloadApp(), hint: '比分提醒随身带' },
];

/** The home sections the remotes provide, in page order; each renders in its own failure slot. */
const WIDGETS: readonly { remote: 'scores' | 'content'; name: string; title: string; wide?: boolean }[] = [
  { remote: 'scores', name: 'todayStrip', title: '今日比分', wide: true },
  { remote: 'scores', name: 'myFollows', title: '我的关注', wide: true },
  { remote: 'scores', name: 'hotMatches', title: '热门比赛', wide: true },
  { remote: 'content', name: 'latestNews', title: '最新资讯' },
  { remote: 'content', name: 'topExperts', title: '专家推荐' },
];

/**
 * /home: the shell's own layout; each section from a remote renders in its own failure slot, and loads only
 * when it comes near the viewport (the first screen never waits for the sections below it).
 */
export default function HomePage() {
  const queryClient = useQueryClient();
  const ctx = { queryClient, params: {}, searchParams: new URLSearchParams() };
  return (
    <div className={styles.home}>
      <h1 className={styles.srOnly}>锦城体育首页</h1>
      <nav aria-label="快捷入口" className={styles.quick}>
        {QUICK_LINKS.map((link) => (
          <Link key={link.to} to={link.to} className={styles.quickLink}>
            <strong>{link.label}</strong>
            <span>{link.hint}</span>
          </Link>
        ))}
      </nav>
      <div className={styles.grid}>
        {WIDGETS.map((widget) => (
          <section
            key={widget.title}
            className={[widget.wide ? styles.wide : '', reserve[widget.name] ?? ''].join(' ').trim()}
            aria-label={widget.title}
          >
            <WhenNear placeholder={<WidgetPending title={widget.title} />}>
              <RemoteSlot<RemoteWidgetsModule>
                remote={widget.remote}
                expose="./widgets"
                pick={(m) =>
                  loaderWithPrefetch(
                    remoteRouteOf((m.widgets as Record<string, RemoteRoute | ScreenLoader>)[widget.name]),
                    ctx,
                  )
                }
                pending={<WidgetPending title={widget.title} />}
                compact
              />
            </WhenNear>
          </section>
        ))}
      </div>
    </div>
  );
}
