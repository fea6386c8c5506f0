import { visuallyHidden } from '@jincheng/shared';
import { useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { HeaderSearch } from '../../features/search/header-search';
import { ThemeToggle } from '../../features/theme/theme-toggle';
import { site } from '../../config/site';
import { isActive, NAV_ITEMS } from './nav-items';
import { ScoreMenu } from './score-menu';
import styles from './header.module.css';

export interface HeaderProps {
  /** The account area on the right (登录 when signed out, the avatar menu when signed in). */
  account: ReactNode;
}

export function Header({ account }: HeaderProps) {
  const { pathname } = useLocation();
  // The menu is open on the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/home" className={styles.brand} aria-label={`${site.name} 首页`}>
          <span className={styles.logo} aria-hidden="true">
            锦
          </span>
          <span className={styles.brandName}>{site.name}</span>
        </Link>
        <button
          type="button"
          className={styles.burger}
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          aria-label={menuOpen ? '收起导航' : '展开导航'}
          onClick={() => setOpenOn(menuOpen ? null : pathname)}
        >
          <span aria-hidden="true">☰</span>
        </button>
        <nav
          id="site-nav"
          aria-label="主导航"
          className={menuOpen ? `${styles.nav} ${styles.navOpen}` : styles.nav}
        >
          <ul className={styles.navList}>
            {NAV_ITEMS.map((item) => {
              if (item.kind === 'menu')
                return (
                  <ScoreMenu
                    key={item.label}
                    label={item.label}
                    items={item.items}
                    active={isActive(pathname, item.match)}
                  />
                );
              if (item.kind === 'external')
                return (
                  <li key={item.label}>
                    <a className={styles.navLink} href={item.href} target="_blank" rel="noopener noreferrer">
                      {item.label}
                      <span className={visuallyHidden}>（在新标签页打开）</span>
                    </a>
                  </li>
                );
              return (
                <li key={item.label} className={item.menuOnly ? styles.menuOnly : undefined}>
                  <NavLink
                    to={item.to}
                    className={
                      isActive(pathname, item.match) ? `${styles.navLink} ${styles.active}` : styles.navLink
                    }
                    aria-current={isActive(pathname, item.match) ? 'page' : undefined}
                  >
                    {item.label}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <HeaderSearch />
        <ThemeToggle />
        <div className={styles.account}>{account}</div>
      </div>
    </header>
  );
}
