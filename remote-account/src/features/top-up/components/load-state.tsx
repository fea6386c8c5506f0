import { LoadFailed, type LoadFailedProps } from '@jincheng/shared';
import styles from './load-state.module.css';

export function Loading({ label }: { label: string }) {
  return (
    <p className={styles.state} role="status" aria-busy="true">
      {label}
    </p>
  );
}

export type LoadErrorProps = Pick<LoadFailedProps, 'message' | 'onRetry'>;

/** The shared failure block in this panel's look. */
export function LoadError(props: LoadErrorProps) {
  return <LoadFailed {...props} classes={{ root: styles.state, retry: styles.retry }} />;
}

export function Empty({ children }: { children: string }) {
  return <p className={styles.state}>{children}</p>;
}
