import type { KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TopUpPanel } from './top-up-panel';
import { TransactionsPanel } from './transactions-panel';
import styles from '../top-up-page.module.css';

const TABS = [
  { id: 'top-up', label: '充值' },
  { id: 'history', label: '账户明细' },
] as const;

type TabId = (typeof TABS)[number]['id'];

/** 充值 and 账户明细 on the one route; the tab is in the URL (?tab=history) so it survives a reload. */
export function AccountTabs() {
  const [params, setParams] = useSearchParams();
  const active: TabId = params.get('tab') === 'history' ? 'history' : 'top-up';

  const select = (id: TabId) => {
    setParams(id === 'history' ? { tab: 'history' } : {}, { replace: true });
    document.getElementById(`account-tab-${id}`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    select(active === 'history' ? 'top-up' : 'history');
  };

  return (
    <>
      <div className={styles.tabs} role="tablist" aria-label="账户" onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab.id}
            id={`account-tab-${tab.id}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={active === tab.id}
            aria-controls={`account-panel-${tab.id}`}
            tabIndex={active === tab.id ? 0 : -1}
            onClick={() => select(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {/* The 充值 panel stays mounted while hidden, so an order being paid keeps being polled. */}
      <div
        id="account-panel-top-up"
        role="tabpanel"
        aria-labelledby="account-tab-top-up"
        className={styles.panel}
        hidden={active !== 'top-up'}
      >
        <TopUpPanel />
      </div>
      <div
        id="account-panel-history"
        role="tabpanel"
        aria-labelledby="account-tab-history"
        className={styles.panel}
        hidden={active !== 'history'}
      >
        {active === 'history' && <TransactionsPanel />}
      </div>
    </>
  );
}
