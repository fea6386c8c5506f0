import { site } from '../../config/site';
import { QrCode } from '../../ui/qr-code';
import styles from './download-page.module.css';

const FEATURES = [
  { title: '即时比分', text: '足球、篮球比分秒级推送，进球、红牌即时提醒。' },
  { title: '赛事情报', text: '伤停、状态、战意、战术，赛前一手掌握。' },
  { title: '专家方案', text: '认证专家每日推荐，命中率与连红记录公开透明。' },
  { title: '资料库', text: '全球联赛积分榜、赛程、球队与球员数据。' },
  { title: '关注与收藏', text: '收藏比赛与联赛，关注的球队比赛置顶显示。' },
  { title: '深色模式', text: '夜间看球更护眼，跟随系统自动切换。' },
];

/** /downloadapp: the app's download page (a shell screen). Store links come from the deployment config. */
export default function DownloadPage() {
  const stores = [site.app.ios, site.app.android].filter((platform) => platform.url);
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <div>
          <h1 className={styles.title}>锦城体育 APP</h1>
          <p className={styles.lead}>
            比分、情报、资讯、专家方案，一个 APP 全部掌握。
            {site.app.version && `当前版本 ${site.app.version}。`}
          </p>
          {stores.length ? (
            <>
              {/* A phone cannot scan its own screen: it gets buttons to tap; a computer gets codes to scan. */}
              <p className={styles.onPhone}>在手机上点按下方按钮，前往应用商店下载。</p>
              <ul className={`${styles.taps} ${styles.onPhone}`}>
                {stores.map((platform) => (
                  <li key={platform.label}>
                    <a className={styles.tap} href={platform.url} target="_blank" rel="noopener noreferrer">
                      下载{platform.label}
                    </a>
                  </li>
                ))}
              </ul>
              <div className={`${styles.codes} ${styles.onComputer}`}>
                {stores.map((platform) => (
                  <figure key={platform.label} className={styles.code}>
                    <QrCode value={platform.url} label={`${platform.label}下载`} size={140} />
                    <figcaption>
                      <a href={platform.url} target="_blank" rel="noopener noreferrer">
                        {platform.label}
                      </a>
                      <span>用手机扫码下载</span>
                    </figcaption>
                  </figure>
                ))}
              </div>
            </>
          ) : (
            <p className={styles.lead}>
              APP 即将上架应用商店；现在就可以在手机浏览器里使用锦城体育的全部功能。
            </p>
          )}
        </div>
        <div className={styles.phone} aria-hidden="true">
          <div className={styles.screen}>
            <span className={styles.row}>英超 曼城 2 - 1 阿森纳 78'</span>
            <span className={styles.row}>NBA 湖人 102 - 98 勇士 第四节</span>
            <span className={styles.row}>西甲 皇马 0 - 0 巴萨 中场</span>
          </div>
        </div>
      </section>
      <section aria-labelledby="features-title">
        <h2 id="features-title" className={styles.subtitle}>
          功能亮点
        </h2>
        <ul className={styles.features}>
          {FEATURES.map((feature) => (
            <li key={feature.title} className={styles.feature}>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
