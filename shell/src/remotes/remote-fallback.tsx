import { useEffect } from 'react';
import type { RemoteName } from '@jincheng/shared';
import styles from './remote-fallback.module.css';
import { REMOTE_LABELS } from './remote-labels';
import { useRetry } from './use-retry';

export interface RemoteFallbackProps {
  remote: RemoteName;
  error: Error;
  onRetry: () => Promise<void> | void;
  compact?: boolean;
}

/**
 * Shown in place of a remote that failed to load or crashed; the rest of the page keeps working. A fan reads
 * only what happened and what to do; the error's name (ChunkLoadError) and message stay in `data-error` and
 * `data-error-detail` for support and tests, and in the console.
 */
export function RemoteFallback({ remote, error, onRetry, compact = false }: RemoteFallbackProps) {
  const { retrying, retry } = useRetry(onRetry);
  useEffect(() => console.warn(`[remote] ${remote}: ${error.name}`, error), [remote, error]);
  return (
    <div
      className={compact ? `${styles.panel} ${styles.compact}` : styles.panel}
      role="alert"
      data-remote={remote}
      data-error={error.name}
      data-error-detail={error.message}
    >
      <p className={styles.title}>「{REMOTE_LABELS[remote]}」模块暂时无法加载</p>
      {!compact && <p className={styles.hint}>页面的其他部分不受影响，您可以稍后重试。</p>}
      <button type="button" className={styles.retry} onClick={() => void retry()} disabled={retrying}>
        {retrying ? '正在重试…' : '重试'}
      </button>
    </div>
  );
}
