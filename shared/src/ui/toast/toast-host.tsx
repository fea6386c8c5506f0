import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToasts } from './toast-store';
import styles from './toast.module.css';

export interface ToastHostProps {
  /** Label read by screen readers for the region. */
  label?: string;
}

/** Renders the toast queue; mount once near the root (the shell does, a standalone remote's host too). */
export function ToastHost({ label = '消息提示' }: ToastHostProps) {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <div className={styles.host} role="status" aria-live="polite" aria-label={label}>
      {toasts.map((item) => (
        <div key={item.id} className={`${styles.toast} ${styles[item.type] ?? ''}`} data-type={item.type}>
          <span className={styles.message}>{item.message}</span>
          <button
            type="button"
            className={styles.close}
            aria-label="关闭"
            onClick={() => dismissToast(item.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
