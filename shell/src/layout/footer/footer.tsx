import { site } from '../../config/site';
import { HotTags } from './hot-tags';
import { ShareQr } from './share-qr';
import styles from './footer.module.css';

export function Footer() {
  const { contact } = site;
  // Only the lines the deployment configured (shell/src/config/deployment.json).
  const lines = (
    [
      ['客服电话', contact.phone, `tel:${contact.phone.replace(/-/g, '')}`],
      ['商务合作微信', contact.businessWechat, null],
      ['分析师入驻微信', contact.analystWechat, null],
      ['客服邮箱', contact.email, `mailto:${contact.email}`],
      ['公司地址', contact.address, null],
    ] as const
  ).filter(([, value]) => value);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.block} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            联系我们
          </h2>
          {lines.length ? (
            <dl className={styles.contact}>
              {lines.map(([term, value, href]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{href ? <a href={href}>{value}</a> : value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className={styles.contact}>客服渠道开通后在此公布</p>
          )}
        </section>
        <section className={styles.block} aria-labelledby="footer-share">
          <h2 id="footer-share" className={styles.heading}>
            关注我们
          </h2>
          <ul className={styles.shareList}>
            {site.share.map((channel) => (
              <ShareQr key={channel.key} channel={channel} />
            ))}
          </ul>
        </section>
        <section className={`${styles.block} ${styles.tagsBlock}`} aria-labelledby="footer-tags">
          <h2 id="footer-tags" className={styles.heading}>
            热门标签
          </h2>
          <HotTags tags={site.hotTags} />
        </section>
      </div>
      <div className={styles.legal}>
        <span>{site.copyright}</span>
        {site.icp.label && (
          <a href={site.icp.url} target="_blank" rel="noopener noreferrer">
            {site.icp.label}
          </a>
        )}
      </div>
    </footer>
  );
}
