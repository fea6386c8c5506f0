import styles from './transactions.module.css';

export interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

export function Pager({ page, pages, onPage }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="账户明细分页">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        上一页
      </button>
      <span aria-current="page">
        第 {page} / {pages} 页
      </span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        下一页
      </button>
    </nav>
  );
}
