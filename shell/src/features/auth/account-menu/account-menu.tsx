import { useId, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  Avatar,
  apiClient,
  appStore,
  logout,
  logoutSession,
  paths,
  SPORT_API,
  toast,
  type CommunityProfile,
  useAccount,
  useUserInfo,
  useViewer,
} from '@jincheng/shared';
import styles from './account-menu.module.css';
import { useCloseOnOutsideClick } from '../../../ui/use-close-on-outside-click';

/**
 * The signed-in header: avatar (tag badge, user name on hover) with 余额, 充值 and 退出登录 (spec §2), plus
 * 修改昵称 and, for a community moderator, 社区管理 (issue 28).
 */
export function AccountMenu() {
  const info = useUserInfo().data;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  // Spec §4: the balance is read when the header is created and the user is signed in. Until that answer
  // (or a purchase or top-up that puts the balance into the account query) arrives, the menu says so rather
  // than showing a 0 the account does not have.
  const account = useAccount();
  const balance = account.data?.balance;
  const balanceState = account.data ? 'known' : account.isError ? 'failed' : 'loading';

  useCloseOnOutsideClick(root, open, () => setOpen(false));

  // 社区管理 is offered to moderators only; asked once the menu first opens, not on every page.
  const viewer = useViewer();
  const community = useQuery({
    queryKey: ['shell', 'community-profile', viewer] as const,
    queryFn: ({ signal }) => apiClient().get<CommunityProfile>(SPORT_API.communityMe, undefined, { signal }),
    enabled: open && viewer !== '',
    staleTime: 5 * 60_000,
  });

  // The server revokes the token first (it still has to be sent), then the state is cleared as before;
  // a failed call (offline) still signs this browser out.
  const leave = useMutation({
    mutationFn: () => logoutSession(apiClient()),
    onSettled: () => {
      setOpen(false);
      logout(appStore);
      toast.success('已退出登录');
    },
  });
  const leaving = leave.isPending;
  const signOut = () => leave.mutate();

  const name = info?.userName ?? '';
  return (
    <div
      ref={root}
      className={styles.menu}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
    >
      <button
        type="button"
        className={styles.trigger}
        aria-label={`账户菜单：${name || '我的账户'}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(true)}
      >
        <Avatar src={info?.userImage} tag={info?.userTag} title={name} alt={name || '用户头像'} />
      </button>
      <div id={menuId} className={styles.dropdown} hidden={!open}>
        <p className={styles.name}>{name}</p>
        <p className={styles.balance} aria-busy={balanceState === 'loading'}>
          余额: {balanceLine(balanceState, balance)}
        </p>
        <Link to={paths.balanceTopUp()} className={styles.item} onClick={() => setOpen(false)}>
          充值
        </Link>
        <Link
          to={`${paths.balanceTopUp()}?tab=profile`}
          className={styles.item}
          onClick={() => setOpen(false)}
        >
          修改昵称
        </Link>
        {community.data?.moderator ? (
          <Link to="/ops/moderation" className={styles.item} onClick={() => setOpen(false)}>
            社区管理
          </Link>
        ) : null}
        <button type="button" className={styles.item} onClick={signOut} disabled={leaving}>
          退出登录
        </button>
      </div>
    </div>
  );
}

function balanceLine(state: 'loading' | 'known' | 'failed', balance: number | undefined): string {
  if (state === 'loading') return '加载中…';
  if (state === 'failed') return '暂时无法获取';
  return String(balance !== undefined && Number.isFinite(balance) ? balance : 0);
}
