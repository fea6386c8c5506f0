import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { subscribeDialogs, topDialog } from '../dialog/open-dialogs';
import { dismissToast, getToasts, subscribeToasts } from './toast-store';
import styles from './toast.module.css';

export interface ToastHostProps {
  /** Label read by screen readers for the region. */
  label?: string;
}

const noDialog = () => null;

/**
 * Renders the toast queue; mount once near the root (the shell does, a standalone remote's host too). While a
 * modal dialog is open the queue is rendered inside the topmost one: anything outside it is covered and inert.
 */
export function ToastHost({ label = '消息提示' }: ToastHostProps) {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const dialog = useSyncExternalStore(subscribeDialogs, topDialog, noDialog);
  const host = (
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
  return dialog ? createPortal(host, dialog) : host;
}
