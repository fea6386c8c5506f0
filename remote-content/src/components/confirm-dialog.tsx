import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { trapTab, useDialogFocus, useVisualViewportBox } from '@jincheng/shared';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question. Focus starts on the confirm button, Tab stays inside, Escape (or the backdrop) cancels,
 * and focus returns to what had it before the dialog opened.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, children, confirmLabel, cancelLabel = '取消', busy = false, onConfirm, onCancel } = props;
  const titleId = useId();
  const bodyId = useId();
  const backdrop = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);

  useDialogFocus(dialog, confirm);
  useVisualViewportBox(backdrop);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onCancel();
      return;
    }
    trapTab(event, dialog.current);
  };

  return (
    <div ref={backdrop} className={styles.backdrop} onClick={() => !busy && onCancel()}>
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.cancel}
            onClick={() => !busy && onCancel()}
            aria-disabled={busy}
          >
            {cancelLabel}
          </button>
          <button
            ref={confirm}
            type="button"
            className={styles.confirm}
            // aria-disabled rather than disabled: a disabled button would drop the focus out of the dialog.
            onClick={() => !busy && onConfirm()}
            aria-disabled={busy}
            aria-busy={busy}
          >
            {busy ? '处理中…' : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
