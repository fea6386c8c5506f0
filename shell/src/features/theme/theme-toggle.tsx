import { toggleTheme, useTheme } from '@jincheng/shared';
import styles from './theme-toggle.module.css';

/** 深色模式 on/off in the header; the choice is remembered (until then the system setting decides). */
export function ThemeToggle() {
  const dark = useTheme() === 'dark';
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={dark}
      aria-label="深色模式"
      title={dark ? '切换到浅色模式' : '切换到深色模式'}
      onClick={() => toggleTheme()}
    >
      <span aria-hidden="true">{dark ? '☀' : '☾'}</span>
    </button>
  );
}
