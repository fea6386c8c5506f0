import type { ReactNode, RefObject } from 'react';
import { Dialog } from '@jincheng/shared';

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

/** The shell's dialogs (login, the legal documents, release actions): the shared Dialog with a 关闭 button. */
export function Modal({
  title,
  onClose,
  children,
  hideTitle = false,
  width = 420,
  initialFocus,
}: ModalProps) {
  return (
    <Dialog
      title={title}
      onClose={onClose}
      hideTitle={hideTitle}
      width={width}
      initialFocus={initialFocus}
      closeButton
    >
      {children}
    </Dialog>
  );
}
