import { useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { trapTab, useDialogFocus, useVisualViewportBox, visuallyHidden } from '@jincheng/shared';
import styles from './modal.module.css';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Visually hide the heading (it still names the dialog for screen readers). */
  hideTitle?: boolean;
  width?: number;
  /** What takes focus when the dialog opens (default: its first control, the close button). */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * An accessible dialog: focus moves in, Tab stays inside, Escape closes, focus returns to the opener; centred
 * in what the visitor sees (the visual viewport), also on a zoomed or sideways-scrolled phone page.
 */
export function Modal({
  title,
  onClose,
  children,
  hideTitle = false,
  width = 420,
  initialFocus,
}: ModalProps) {
  const backdrop = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useDialogFocus(dialog, initialFocus);
  useVisualViewportBox(backdrop);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    trapTab(event, dialog.current);
  };

  // Dialogs open in the browser only: on the server there is no body to portal into.
  if (typeof document === 'undefined') return null;
  return createPortal(
    <div
      ref={backdrop}
      className={styles.backdrop}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={dialog}
        className={styles.dialog}
        style={{ maxWidth: width }}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={hideTitle ? visuallyHidden : styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label="关闭" onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
