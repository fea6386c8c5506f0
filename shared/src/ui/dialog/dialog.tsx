import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { FOCUSABLE } from '../focus/dialog-focus';
import { useVisualViewportBox } from '../focus/visual-viewport';
import { visuallyHidden } from '../visually-hidden';
import { dialogClosed, dialogOpened } from './open-dialogs';
import styles from './dialog.module.css';

export interface DialogProps {
  /** The heading: it names the dialog. */
  title: ReactNode;
  /**
   * Escape, a press on the backdrop or 关闭 asks to close: the owner unmounts the dialog (or keeps it open,
   * e.g. while its action is busy). The dialog is open while it is mounted.
   */
  onClose: () => void;
  children: ReactNode;
  /** Hides the heading on screen (it still names the dialog for screen readers). */
  hideTitle?: boolean;
  /** A 关闭 (×) button beside the heading. */
  closeButton?: boolean;
  /** The panel's widest, in px. */
  width?: number;
  /** What takes focus when the dialog opens (default: its first control, else the panel). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The id of what describes the dialog (a question's text). */
  describedBy?: string;
  /** Lays out the content (the panel is a flex column that never outgrows the screen). */
  className?: string;
}

/**
 * A modal dialog on the native <dialog> and showModal(): the browser keeps focus inside, makes the page behind
 * inert, closes on Escape and draws the ::backdrop. Focus moves to its first control and returns to the opener
 * when it closes. The element spans what the visitor sees (the visual viewport, also on a zoomed phone page)
 * and centres its panel; a press outside the panel closes.
 */
export function Dialog(props: DialogProps) {
  const { title, onClose, children, hideTitle = false, closeButton = false, width = 420 } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const initialFocus = useRef(props.initialFocus);
  /** Set once the owner unmounts the dialog: its own close() then is no request to close. */
  const unmounting = useRef(false);
  const titleId = useId();

  useVisualViewportBox(dialog);
  useLayoutEffect(() => {
    const node = dialog.current;
    if (!node) return undefined;
    unmounting.current = false;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!node.open) node.showModal();
    dialogOpened(node);
    const first = initialFocus.current?.current ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => {
      unmounting.current = true;
      dialogClosed(node);
      if (node.open) node.close();
      opener?.focus();
    };
  }, []);

  // The browser may close the dialog itself (a second Escape whose cancel cannot be refused): ask the owner,
  // and show it again if the owner keeps it (React has unmounted it by the microtask if not).
  const onNativeClose = () => {
    if (unmounting.current) return;
    onClose();
    queueMicrotask(() => {
      const node = dialog.current;
      if (!unmounting.current && node && !node.open) node.showModal();
    });
  };

  // Dialogs open in the browser only: on the server there is no body to portal into.
  if (typeof document === 'undefined') return null;
  return createPortal(
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={props.describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={onNativeClose}
      onKeyDown={(event) => event.key === 'Escape' && event.stopPropagation()}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={panel}
        className={props.className ? `${styles.panel} ${props.className}` : styles.panel}
        style={{ maxWidth: width }}
        tabIndex={-1}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={hideTitle ? visuallyHidden : styles.title}>
            {title}
          </h2>
          {closeButton && (
            <button type="button" className={styles.close} aria-label="关闭" onClick={() => onClose()}>
              ×
            </button>
          )}
        </div>
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
