import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { SLOT_ATTRIBUTE, useFollowSync } from '@jincheng/shared';
import { BottomTabs } from './bottom-tabs/bottom-tabs';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import styles from './layout.module.css';

export interface LayoutProps {
  account: ReactNode;
}

/** Header and footer belong to the shell and keep working whatever a remote does in the main area. */
export function Layout({ account }: LayoutProps) {
  // Follows are read (and a visitor's merged into the account at sign-in) once, for every remote.
  useFollowSync();
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skip}>
        跳到主要内容
      </a>
      <Header account={account} />
      {/* A slot: the route's screen hydrates on its own, and RouteScreen marks it live (early taps wait for it). */}
      <main id="main" className={styles.main} tabIndex={-1} {...{ [SLOT_ATTRIBUTE]: '' }}>
        <Outlet />
      </main>
      <Footer />
      <BottomTabs />
    </div>
  );
}
