import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { pageTitle, paths } from '@jincheng/shared';
import styles from './not-found-page.module.css';

export const NOT_FOUND_TITLE = '页面不存在';

/**
 * Any path no route owns: the server answers it with HTTP 404 and this screen (server-rendered like the
 * others), so a mistyped or stale link is not taken for a page of the site.
 */
export function NotFoundPage() {
  useEffect(() => {
    document.title = pageTitle(NOT_FOUND_TITLE);
  }, []);
  return (
    <section className={styles.page} aria-labelledby="jc-not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="jc-not-found-title" className={styles.title}>
        {NOT_FOUND_TITLE}
      </h1>
      <p className={styles.text}>您访问的页面不存在或已被移除，请检查地址是否正确。</p>
      <p className={styles.links}>
        <Link to={paths.home()} className={styles.primary}>
          返回首页
        </Link>
        <Link to={paths.match()}>查看足球比分</Link>
      </p>
    </section>
  );
}
