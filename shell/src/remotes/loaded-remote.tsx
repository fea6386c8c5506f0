import { useEffect, type ReactNode } from 'react';
import { reportHealth } from './health-beacon';
import { type LoadInfo } from './load-info';
import { rememberGood } from './last-known-good';
import styles from './loaded-remote.module.css';

export interface LoadedRemoteProps {
  info: LoadInfo;
  children: ReactNode;
}

/**
 * Wraps a remote screen that loaded: tags it with its version in `data-remote-version` and, when it is a
 * fallback, the version it stands in for in `data-fallback-from` (support and tests can tell which build a
 * visitor saw; a fan never reads them: a fallback is silent, the console and the health beacon say it). Once
 * it has rendered it remembers the version as this remote's last known good and reports the mount.
 */
export function LoadedRemote({ info, children }: LoadedRemoteProps) {
  const { remote, version, fallbackFrom, customEntry } = info;
  useEffect(() => {
    if (customEntry) return;
    rememberGood(remote, version);
    reportHealth(remote, version, 'mount');
  }, [remote, version, customEntry]);
  return (
    <div
      className={styles.loaded}
      data-remote={remote}
      data-remote-version={version}
      data-fallback-from={fallbackFrom}
    >
      {children}
    </div>
  );
}
