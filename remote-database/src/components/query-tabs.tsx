import { Link, useLocation, useSearchParams } from 'react-router-dom';
import styles from './query-tabs.module.css';

export interface QueryTab {
  value: string;
  label: string;
}

export interface QueryTabsProps {
  label: string;
  /** The query parameter the tabs set, e.g. `tab`. */
  param: string;
  tabs: readonly QueryTab[];
  current: string;
  /** Parameters that belong to the old choice and are dropped on a switch (e.g. `round`). */
  reset?: readonly string[];
  variant?: 'tabs' | 'chips';
}

/** Links that change one query parameter: the choice lives in the URL, so it survives reloads and sharing. */
export function QueryTabs({ label, param, tabs, current, reset = [], variant = 'tabs' }: QueryTabsProps) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const hrefFor = (value: string) => {
    const next = new URLSearchParams(params);
    next.set(param, value);
    for (const name of reset) next.delete(name);
    return `${pathname}?${next.toString()}`;
  };
  return (
    <nav aria-label={label} className={variant === 'chips' ? styles.chips : styles.tabs}>
      {tabs.map((tab) => (
        <Link
          key={tab.value}
          to={hrefFor(tab.value)}
          aria-current={tab.value === current ? 'page' : undefined}
          className={styles.item}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
