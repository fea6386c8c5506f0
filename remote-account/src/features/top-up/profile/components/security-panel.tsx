import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { logout, RequestError, signIn, toast } from '@jincheng/shared';
import { changeMyPassword, signOutEverywhere } from '../api/security-api';
import styles from '../profile.module.css';

/** The rule sign-up and reset use (server/src/user/schemas.ts, newPasswordSchema). */
const NEW_PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{6,20}$/;

const messageOf = (cause: unknown, fallback: string) =>
  cause instanceof RequestError ? cause.message : fallback;

/**
 * 修改密码 and 退出所有设备 on 我的资料 (docs/userapi.md, "Password change and sign out everywhere"). A change
 * needs the current password; every other session ends and this device gets a new token. 退出所有设备 ends
 * every session, this one too. A refusal shows under the form, and nothing typed is lost.
 */
export function SecurityPanel() {
  return (
    <section className={styles.card} aria-labelledby="security-title">
      <h2 id="security-title" className={styles.heading}>
        账号安全
      </h2>
      <PasswordForm />
      <SignOutEverywhere />
    </section>
  );
}

function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState('');
  const ids = { current: useId(), next: useId(), again: useId(), hint: useId(), error: useId() };
  const save = useMutation({
    mutationFn: () => changeMyPassword(current, next),
    onSuccess: (session) => {
      signIn({ token: session.token, userId: session.userId });
      setCurrent('');
      setNext('');
      setAgain('');
      setError('');
      toast.success('密码已修改，其他设备已退出登录');
    },
    onError: (cause) => setError(messageOf(cause, '修改失败，请稍后再试')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (!current) return setError('请输入当前密码');
    if (!NEW_PASSWORD.test(next)) return setError('新密码需为 6–20 位，同时包含字母和数字');
    if (next !== again) return setError('两次输入的新密码不一致');
    if (next === current) return setError('新密码不能与当前密码相同，请换一个');
    save.mutate();
  };
  const field = (
    id: string,
    label: string,
    value: string,
    set: (value: string) => void,
    autoComplete: string,
  ) => (
    <>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type="password"
        className={styles.input}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={error !== ''}
        aria-describedby={error ? `${ids.error} ${ids.hint}` : ids.hint}
        onChange={(event) => {
          set(event.target.value);
          if (error) setError('');
        }}
      />
    </>
  );
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="password-title">
      <h3 id="password-title" className={styles.subheading}>
        修改密码
      </h3>
      {field(ids.current, '当前密码', current, setCurrent, 'current-password')}
      {field(ids.next, '新密码', next, setNext, 'new-password')}
      {field(ids.again, '确认新密码', again, setAgain, 'new-password')}
      {error ? (
        <p id={ids.error} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <p id={ids.hint} className={styles.hint}>
        6–20 位，同时包含字母和数字。修改后其他设备上的登录会全部退出，本设备保持登录。
      </p>
      <button type="submit" className={styles.primary} disabled={save.isPending} aria-busy={save.isPending}>
        {save.isPending ? '提交中…' : '修改密码'}
      </button>
    </form>
  );
}

function SignOutEverywhere() {
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState('');
  const end = useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      logout();
      toast.success('已在所有设备退出登录');
    },
    onError: (cause) => setError(messageOf(cause, '操作失败，请稍后再试')),
  });
  return (
    <div className={styles.form} role="group" aria-labelledby="everywhere-title">
      <h3 id="everywhere-title" className={styles.subheading}>
        退出所有设备
      </h3>
      <p className={styles.hint}>
        手机或电脑丢失、在别人的设备上登录过时使用：所有设备上的登录（包括本设备）都会退出，需要重新登录。
      </p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {asking ? (
        <div className={styles.row} role="group" aria-label="确认退出所有设备">
          <button
            type="button"
            ref={(button) => button?.focus()}
            className={styles.danger}
            disabled={end.isPending}
            aria-busy={end.isPending}
            onClick={() => end.mutate()}
          >
            {end.isPending ? '正在退出…' : '确定退出所有设备'}
          </button>
          <button type="button" className={styles.secondary} onClick={() => setAsking(false)}>
            取消
          </button>
        </div>
      ) : (
        <button type="button" className={styles.secondary} onClick={() => setAsking(true)}>
          退出所有设备
        </button>
      )}
    </div>
  );
}
