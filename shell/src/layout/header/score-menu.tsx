import { useId, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import styles from './header.module.css';
import { useCloseOnOutsideClick } from '../../ui/use-close-on-outside-click';

export interface ScoreMenuProps {
  label: string;
  items: readonly { label: string; to: string }[];
  active: boolean;
}

/** The 比分 dropdown: opens on hover and on click/Enter, closes on Escape, outside click or navigation. */
export function ScoreMenu({ label, items, active }: ScoreMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLLIElement>(null);
  // A mouse click arrives right after the hover that opened the menu: it must not close it again.
  const openedByHover = useRef(false);

  useCloseOnOutsideClick(root, open, () => setOpen(false));

  return (
    <li
      ref={root}
      className={styles.menu}
      onMouseEnter={() => {
        openedByHover.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          setOpen(false);
          root.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        className={active ? `${styles.navLink} ${styles.active}` : styles.navLink}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
      >
        {label}
        <span aria-hidden="true" className={styles.caret}>
          ▾
        </span>
      </button>
      <ul id={menuId} className={styles.dropdown} hidden={!open}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={styles.dropdownLink} onClick={() => setOpen(false)}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
