import { useEffect, type ReactNode } from 'react';
import { type LoadInfo } from './load-info';
import { rememberGood } from './last-known-good';
import { REMOTE_LABELS } from './remote-labels';
import styles from './loaded-remote.module.css';

export interface LoadedRemoteProps {
  info: LoadInfo;
  children: ReactNode;
}

/**
 * Wraps a remote screen that loaded: tags it with its version in `data-remote-version` (support and tests
 * can tell which build a visitor saw; a fan never reads it), says quietly when it is the last-known-good
 * fallback, and once it has rendered remembers the version as this remote's last known good.
 */
export function LoadedRemote({ info, children }: LoadedRemoteProps) {
  const { remote, version, fallbackFrom, customEntry } = info;
  useEffect(() => {
    if (!customEntry) rememberGood(remote, version);
  }, [remote, version, customEntry]);
  return (
    <div className={styles.loaded} data-remote={remote} data-remote-version={version}>
      {fallbackFrom && (
        <p className={styles.note} role="note" data-fallback-from={fallbackFrom}>
          「{REMOTE_LABELS[remote]}」已切换到上一个可用版本
        </p>
      )}
      {children}
    </div>
  );
}
