import { useSetAtom } from '../../lib/app-jotai';
import { Link, useLocation } from 'react-router-dom';
import { paths, showLoginAtom, useViewer } from '@jincheng/shared';
import { isActive } from '../header/nav-items';
import styles from './bottom-tabs.module.css';

/** What 我的 opens when signed in: the account page at 我的资料. */
export const MINE_PATH = `${paths.balanceTopUp()}?tab=profile`;

/** 24-px line icons (one path each), drawn in the tab's colour. */
const ICONS = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  scores: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3 2',
  intelligence: 'M6 3h9l3 3v15H6zM9 9h6M9 13h6M9 17h4',
  database: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  mine: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 9a7 7 0 0 1 14 0',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICONS[name]} />
    </svg>
  );
}

const TABS = [
  { label: '首页', to: paths.home(), icon: 'home', match: ['/home'] },
  {
    label: '比分',
    to: paths.match(),
    icon: 'scores',
    match: ['/match', '/basket', '/matchDetail', '/basketballDetail'],
  },
  { label: '情报', to: paths.intelligence(), icon: 'intelligence', match: ['/intelligence'] },
  {
    label: '资料库',
    to: paths.league(),
    icon: 'database',
    match: ['/league', '/team', '/player', '/ranking'],
  },
] as const;

/**
 * The phone's tab bar (H5 only: hidden from 641 px on, where the header's navigation is the spec's): the four
 * places a fan goes most, and 我的 — the account page when signed in, the login dialog when not.
 */
export function BottomTabs() {
  const { pathname } = useLocation();
  const signedIn = useViewer() !== '';
  const showLogin = useSetAtom(showLoginAtom);
  const mineActive = pathname === paths.balanceTopUp();
  return (
    <nav className={styles.bar} aria-label="底部导航">
      <ul className={styles.list}>
        {TABS.map((tab) => {
          const active = isActive(pathname, tab.match);
          return (
            <li key={tab.label}>
              <Link
                to={tab.to}
                className={active ? `${styles.tab} ${styles.active}` : styles.tab}
                aria-current={active ? 'page' : undefined}
              >
                <Icon name={tab.icon} />
                {tab.label}
              </Link>
            </li>
          );
        })}
        <li>
          {signedIn ? (
            <Link
              to={MINE_PATH}
              className={mineActive ? `${styles.tab} ${styles.active}` : styles.tab}
              aria-current={mineActive ? 'page' : undefined}
            >
              <Icon name="mine" />
              我的
            </Link>
          ) : (
            <button type="button" className={styles.tab} onClick={() => showLogin(true)}>
              <Icon name="mine" />
              我的
            </button>
          )}
        </li>
      </ul>
    </nav>
  );
}
