import { useEffect, type ReactNode } from 'react';
import { type LoadInfo } from './load-info';
import { rememberGood } from './last-known-good';
import { REMOTE_LABELS } from './remote-labels';
import styles from './loaded-remote.module.css';

export interface LoadedRemoteProps {
  info: LoadInfo;
  /** A page shows which build it runs in a small muted line; home widgets only carry the attribute. */
  showVersion: boolean;
  children: ReactNode;
}

/**
 * Wraps a remote screen that loaded: tags it with its version (support and tests can tell which build a
 * visitor saw), says quietly when it is the last-known-good fallback, and once it has rendered remembers
 * the version as this remote's last known good.
 */
export function LoadedRemote({ info, showVersion, children }: LoadedRemoteProps) {
  const { remote, version, fallbackFrom, customEntry } = info;
  useEffect(() => {
    if (!customEntry) rememberGood(remote, version);
  }, [remote, version, customEntry]);
  return (
    <div className={styles.loaded} data-remote={remote} data-remote-version={version}>
      {fallbackFrom && (
        <p className={styles.note} role="note" data-fallback-from={fallbackFrom}>
          已切换到上一个可用版本 {version}
        </p>
      )}
      {children}
      {showVersion && (
        <p className={styles.version}>
          {REMOTE_LABELS[remote]}模块 v{version}
        </p>
      )}
    </div>
  );
}
