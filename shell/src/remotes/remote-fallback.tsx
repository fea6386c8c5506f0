import { useState } from 'react';
import type { RemoteName } from '@jincheng/shared';
import styles from './remote-fallback.module.css';
import { REMOTE_LABELS } from './remote-labels';

export interface RemoteFallbackProps {
  remote: RemoteName;
  error: Error;
  onRetry: () => Promise<void> | void;
  compact?: boolean;
}

/** Shown in place of a remote that failed to load or crashed; the rest of the page keeps working. */
export function RemoteFallback({ remote, error, onRetry, compact = false }: RemoteFallbackProps) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <div
      className={compact ? `${styles.panel} ${styles.compact}` : styles.panel}
      role="alert"
      data-remote={remote}
    >
      <p className={styles.title}>「{REMOTE_LABELS[remote]}」模块暂时无法加载</p>
      {!compact && <p className={styles.hint}>页面的其他部分不受影响，您可以稍后重试。</p>}
      <p className={styles.detail} title={error.message}>
        {error.name}
      </p>
      <button type="button" className={styles.retry} onClick={() => void retry()} disabled={retrying}>
        {retrying ? '正在重试…' : '重试'}
      </button>
    </div>
  );
}
