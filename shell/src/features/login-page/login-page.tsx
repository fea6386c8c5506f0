import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  apiClient,
  appStore,
  isCancellationPending,
  loginByWeChat,
  safeReturnPath,
  showLoginAtom,
  signIn,
  toast,
} from '@jincheng/shared';
import styles from './login-page.module.css';

/** A one-time code may be exchanged once, even when React runs the effect twice (StrictMode in dev). */
const exchanges = new Map<string, ReturnType<typeof loginByWeChat>>();
function exchangeOnce(code: string) {
  let pending = exchanges.get(code);
  if (!pending) {
    pending = loginByWeChat(apiClient(), code);
    exchanges.set(code, pending);
  }
  return pending;
}

type Phase = { kind: 'working' } | { kind: 'failed'; message: string } | { kind: 'cancelling' };

/**
 * /loginPage: completes the WeChat-style sign-in. The authorisation page redirects here with a one-time
 * `code` and the `state` (the encoded full path the user was on); header and footer stay hidden meanwhile.
 * The exchange is a mutation (every write is one), started as the page opens.
 */
export default function LoginPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const returnTo = safeReturnPath(params.get('state'));
  const exchange = useMutation({
    mutationFn: exchangeOnce,
    onSuccess: (result) => {
      if (isCancellationPending(result)) return;
      signIn({ token: result.token, userId: result.userId, openId: result.openId }, appStore);
      toast.success('登录成功');
      window.location.replace(returnTo);
    },
  });
  const { mutate } = exchange;
  const navigate = useNavigate();
  // The way on when this page cannot sign anyone in (opened directly, a used code, an account being closed):
  // back to the page the sign-in started on, with the login dialog open there.
  const loginAgain = () => {
    navigate(returnTo, { replace: true });
    appStore.set(showLoginAtom, true);
  };

  useEffect(() => {
    if (code) mutate(code);
  }, [code, mutate]);

  const phase: Phase = !code
    ? { kind: 'failed', message: '缺少授权码，请重新扫码登录。' }
    : exchange.isError
      ? { kind: 'failed', message: '授权已失效或已被使用，请重新扫码登录。' }
      : exchange.data && isCancellationPending(exchange.data)
        ? { kind: 'cancelling' }
        : { kind: 'working' };

  return (
    <div className={styles.page}>
      <div className={styles.card} aria-live="polite">
        <h1 className={styles.title}>锦城体育 · 登录</h1>
        {phase.kind === 'working' && <p className={styles.note}>正在完成微信登录，请稍候…</p>}
        {phase.kind === 'failed' && <p className={styles.note}>{phase.message}</p>}
        {phase.kind === 'cancelling' && (
          <p className={styles.note}>该账号处于注销冷静期。请使用手机号登录，以撤销注销后继续使用。</p>
        )}
        {phase.kind !== 'working' && (
          <p className={styles.actions}>
            <button type="button" className={styles.primary} onClick={loginAgain}>
              登录
            </button>
            <a href={returnTo}>返回</a>
          </p>
        )}
      </div>
    </div>
  );
}
