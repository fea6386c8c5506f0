import { useCallback, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  SLOT_ATTRIBUTE,
  markHydrated,
  paths,
  remoteRouteOf,
  type RemoteRoute,
  type RemoteWidgetsModule,
  type ScreenLoader,
  visuallyHidden,
} from '@jincheng/shared';
import { loaderWithPrefetch } from '../../app/route-prefetch';
import { RemoteSlot } from '../../remotes/remote-slot';
import { HOME_WIDGETS } from './home-widgets';
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

/**
 * /home: the shell's own layout; each section from a remote renders in its own failure slot, at once and on
 * the server too (home-widgets.ts), so the browser hydrates the markup it was sent and paints it only once.
 */
export default function HomePage() {
  const queryClient = useQueryClient();
  const ctx = { queryClient, params: {}, searchParams: new URLSearchParams() };
  return (
    <div className={styles.home}>
      <h1 className={visuallyHidden}>锦城体育首页</h1>
      <nav aria-label="快捷入口" className={styles.quick}>
        {QUICK_LINKS.map((link) => (
          <Link key={link.to} to={link.to} className={styles.quickLink}>
            <strong>{link.label}</strong>
            <span>{link.hint}</span>
          </Link>
        ))}
      </nav>
      <div className={styles.grid}>
        {HOME_WIDGETS.map((widget) => (
          <WidgetSection key={widget.title} widget={widget} ctx={ctx} />
        ))}
      </div>
    </div>
  );
}

type Widget = (typeof HOME_WIDGETS)[number];

/**
 * One widget's section: a slot of its own (`data-slot`), marked live once the widget has committed, so a tap
 * the early-taps script held on it goes through then and not before.
 */
function WidgetSection({ widget, ctx }: { widget: Widget; ctx: Parameters<typeof loaderWithPrefetch>[1] }) {
  const section = useRef<HTMLElement>(null);
  const live = useCallback(() => {
    if (section.current) markHydrated(section.current);
  }, []);
  return (
    <section
      ref={section}
      className={[widget.wide ? styles.wide : '', reserve[widget.name] ?? ''].join(' ').trim()}
      aria-label={widget.title}
      {...{ [SLOT_ATTRIBUTE]: '' }}
    >
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
        onSettled={live}
      />
    </section>
  );
}
