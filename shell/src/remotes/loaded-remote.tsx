import { useEffect, type ReactNode } from 'react';
import { reportHealth } from './health-beacon';
import { type LoadInfo } from './load-info';
import { rememberGood } from './last-known-good';
import { REMOTE_LABELS } from './remote-labels';
import { useRetry } from './use-retry';
import styles from './loaded-remote.module.css';

export interface LoadedRemoteProps {
  info: LoadInfo;
  /** 重试 in the fallback note: try the registry's version again. */
  onRetry: () => Promise<void> | void;
  children: ReactNode;
}

/**
 * Wraps a remote screen that loaded: tags it with its version in `data-remote-version` (support and tests
 * can tell which build a visitor saw; a fan never reads it), says quietly when it is a fallback version (with
 * 重试), and once it has rendered remembers the version as this remote's last known good and reports the mount
 * (health-beacon.ts).
 */
export function LoadedRemote({ info, onRetry, children }: LoadedRemoteProps) {
  const { remote, version, fallbackFrom, customEntry } = info;
  const { retrying, retry } = useRetry(onRetry);
  useEffect(() => {
    if (customEntry) return;
    rememberGood(remote, version);
    reportHealth(remote, version, 'mount');
  }, [remote, version, customEntry]);
  return (
    <div className={styles.loaded} data-remote={remote} data-remote-version={version}>
      {fallbackFrom && (
        <div className={styles.note} role="note" data-fallback-from={fallbackFrom}>
          <span>「{REMOTE_LABELS[remote]}」已切换到上一个可用版本</span>
          <button type="button" className={styles.retry} onClick={() => void retry()} disabled={retrying}>
            {retrying ? '正在重试…' : '重试'}
          </button>
        </div>
      )}
      {children}
    </div>
  );
}
