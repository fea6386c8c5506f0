import { useId, useRef, type ReactNode } from 'react';
import { Dialog } from '@jincheng/shared';
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
 * A modal question on the shared Dialog: focus starts on the confirm button, Escape (or the backdrop) cancels
 * unless the answer is being sent, and focus returns to what had it before the dialog opened.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, children, confirmLabel, cancelLabel = '取消', busy = false, onConfirm, onCancel } = props;
  const bodyId = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  const cancel = () => !busy && onCancel();

  return (
    <Dialog title={title} onClose={cancel} width={380} initialFocus={confirm} describedBy={bodyId}>
      <div id={bodyId} className={styles.body}>
        {children}
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.cancel} onClick={cancel} aria-disabled={busy}>
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
    </Dialog>
  );
}
