import { Link } from 'react-router-dom';
import { paths, type RemoteWidgetsModule } from '@jincheng/shared';
import { RemoteSlot } from '../../remotes/remote-slot';
import { WidgetPending } from './widget-pending';
import styles from './home-page.module.css';

const QUICK_LINKS = [
  { label: '足球比分', to: paths.match(), hint: '五大联赛、中超、欧冠即时比分' },
  { label: '篮球比分', to: paths.basket(), hint: 'NBA、CBA 每节比分' },
  { label: '赛事情报', to: paths.intelligence(), hint: '伤停、状态、战意、战术' },
  { label: '资料库', to: paths.league(), hint: '积分榜、赛程、球队、球员' },
  { label: '排行榜', to: paths.ranking(), hint: '射手榜、助攻榜、专家榜' },
  { label: 'APP下载', to: paths.downloadApp(), hint: '比分提醒随身带' },
];

/** /home: the shell's own layout; each section from a remote renders in its own failure slot. */
export default function HomePage() {
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
        <section className={styles.wide} aria-label="今日比分">
          <RemoteSlot<RemoteWidgetsModule<'scores'>>
            remote="scores"
            expose="./widgets"
            pick={(m) => m.widgets.todayStrip}
            pending={<WidgetPending title="今日比分" />}
            compact
          />
        </section>
        <section className={styles.wide} aria-label="热门比赛">
          <RemoteSlot<RemoteWidgetsModule<'scores'>>
            remote="scores"
            expose="./widgets"
            pick={(m) => m.widgets.hotMatches}
            pending={<WidgetPending title="热门比赛" />}
            compact
          />
        </section>
        <section aria-label="最新资讯">
          <RemoteSlot<RemoteWidgetsModule<'content'>>
            remote="content"
            expose="./widgets"
            pick={(m) => m.widgets.latestNews}
            pending={<WidgetPending title="最新资讯" />}
            compact
          />
        </section>
        <section aria-label="专家推荐">
          <RemoteSlot<RemoteWidgetsModule<'content'>>
            remote="content"
            expose="./widgets"
            pick={(m) => m.widgets.topExperts}
            pending={<WidgetPending title="专家推荐" />}
            compact
          />
        </section>
      </div>
    </div>
  );
}
