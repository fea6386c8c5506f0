import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, LoadFailed, LoadingState, useViewer } from '@jincheng/shared';
import { TRANSACTIONS_PAGE_SIZE } from '../api/top-up-api';
import { transactionsQuery } from '../api/queries';
import { Pager } from './pager';
import { emptyClasses, failedClasses, loadingClass } from './state-look';
import { TransactionItem } from './transaction-item';
import styles from './transactions.module.css';

/** 账户明细: top-ups, purchases and every other balance move, newest first, 10 a page. */
export function TransactionsPanel() {
  const [page, setPage] = useState(1);
  const load = useQuery(transactionsQuery(useViewer(), page));
  const retry = () => void load.refetch();

  if (!load.data) {
    return load.isError ? (
      <LoadFailed message="账户明细加载失败" onRetry={retry} classes={failedClasses} />
    ) : (
      <LoadingState label="正在加载账户明细…" className={loadingClass} />
    );
  }
  const { list, total } = load.data;
  if (total === 0)
    return <EmptyState classes={emptyClasses}>暂无账户明细，充值或购买方案后会显示在这里。</EmptyState>;
  return (
    <section className={styles.panel} aria-label="账户明细" aria-busy={load.isFetching}>
      <p className={styles.count}>共 {total} 条记录</p>
      <ol className={styles.list}>
        {list.map((item) => (
          <TransactionItem key={item.id} item={item} />
        ))}
      </ol>
      {load.isError && <LoadFailed message="这一页加载失败" onRetry={retry} classes={failedClasses} />}
      <Pager page={page} pages={Math.ceil(total / TRANSACTIONS_PAGE_SIZE)} onPage={setPage} />
    </section>
  );
}
