import type { KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ProfilePanel } from '../profile/components/profile-panel';
import { SecurityPanel } from '../profile/components/security-panel';
import { TopUpPanel } from './top-up-panel';
import { TransactionsPanel } from './transactions-panel';
import styles from '../top-up-page.module.css';

const TABS = [
  { id: 'top-up', label: '充值' },
  { id: 'history', label: '账户明细' },
  { id: 'profile', label: '我的资料' },
] as const;

type TabId = (typeof TABS)[number]['id'];
const tabOf = (value: string | null): TabId => TABS.find((t) => t.id === value)?.id ?? 'top-up';

/**
 * 充值, 账户明细 and 我的资料 (the nickname, 修改密码 and 退出所有设备) on the one account route; the tab is in the URL (?tab=history,
 * ?tab=profile) so it survives a reload.
 */
export function AccountTabs() {
  const [params, setParams] = useSearchParams();
  const active = tabOf(params.get('tab'));

  const select = (id: TabId) => {
    setParams(id === 'top-up' ? {} : { tab: id }, { replace: true });
    document.getElementById(`account-tab-${id}`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const at = TABS.findIndex((t) => t.id === active);
    const step = event.key === 'ArrowRight' ? 1 : TABS.length - 1;
    select(TABS[(at + step) % TABS.length]!.id);
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
      <div
        id="account-panel-profile"
        role="tabpanel"
        aria-labelledby="account-tab-profile"
        className={styles.panel}
        hidden={active !== 'profile'}
      >
        {active === 'profile' && (
          <div className={styles.stack}>
            <ProfilePanel />
            <SecurityPanel />
          </div>
        )}
      </div>
    </>
  );
}
