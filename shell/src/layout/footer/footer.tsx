import { site } from '../../config/site';
import { ShareQr } from './share-qr';
import styles from './footer.module.css';

export function Footer() {
  const { contact } = site;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.block} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            联系我们
          </h2>
          <dl className={styles.contact}>
            <div>
              <dt>客服电话</dt>
              <dd>
                <a href={`tel:${contact.phone.replace(/-/g, '')}`}>{contact.phone}</a>
              </dd>
            </div>
            <div>
              <dt>商务合作微信</dt>
              <dd>{contact.businessWechat}</dd>
            </div>
            <div>
              <dt>分析师入驻微信</dt>
              <dd>{contact.analystWechat}</dd>
            </div>
            <div>
              <dt>客服邮箱</dt>
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
            </div>
            <div>
              <dt>公司地址</dt>
              <dd>{contact.address}</dd>
            </div>
          </dl>
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
          <ul className={styles.tags}>
            {site.hotTags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={styles.legal}>
        <span>{site.copyright}</span>
        <a href={site.icp.url} target="_blank" rel="noopener noreferrer">
          {site.icp.label}
        </a>
      </div>
    </footer>
  );
}
