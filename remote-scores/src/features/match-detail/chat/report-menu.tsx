import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { REPORT_REASONS, isSignedInAtom, toast, type ChatMessage, type ReportReason } from '@jincheng/shared';
import { useAtomValue } from '../../../lib/app-jotai';
import { reportChat } from '../api/chat-api';
import styles from './chat.module.css';

/**
 * 举报 on someone else's line (signed in only): a small menu of the reasons; the server's answer is told as a
 * toast. The third fan's report hides the line, and the stream's `hide` takes it off every screen, this one too.
 */
export function ReportMenu({ message }: { message: ChatMessage }) {
  const signedIn = useAtomValue(isSignedInAtom);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const report = useMutation({
    mutationFn: (reason: ReportReason) => reportChat(message.id, reason),
    onSuccess: ({ message: said }) => toast.success(said),
  });
  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);
  if (!signedIn) return null;
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (event.key === 'Escape') close();
    else if (step) items[(at + step + items.length) % items.length]?.focus();
    else return;
    event.preventDefault();
  };
  return (
    <span
      className={styles.report}
      // Focus leaving the button and its menu (a click elsewhere, Tab past it) closes the menu.
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className={styles.reportButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`举报 ${message.author?.userName ?? ''} 的发言`}
        disabled={report.isPending}
        onClick={() => setOpen(!open)}
      >
        举报
      </button>
      {open ? (
        <ul
          id={menuId}
          ref={menu}
          role="menu"
          aria-label="举报原因"
          className={styles.menu}
          onKeyDown={onKeyDown}
        >
          {REPORT_REASONS.map((reason) => (
            <li key={reason} role="none">
              <button
                type="button"
                role="menuitem"
                className={styles.menuItem}
                onClick={() => {
                  close();
                  report.mutate(reason);
                }}
              >
                {reason}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </span>
  );
}
