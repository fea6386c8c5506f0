import { useId, useState, type FormEvent } from 'react';
import { apiClient, loginByCode, loginByPassword, type CancellationPending } from '@jincheng/shared';
import { Agreement, requireAgreement, type AgreementState } from './agreement';
import { CHALLENGE_TEXT, useChallenge } from './challenge';
import { ChallengeStatus } from './challenge-status';
import { useLogin } from './complete-login';
import { CodeField, PhoneField, useCredentialForm } from './credential-fields';
import { SmsClosedNote } from './provider-notes';
import { TextField } from './text-field';
import type { Field } from './validation';
import styles from './login-dialog.module.css';

export type LoginMode = 'captcha' | 'password';

const TABS: { mode: LoginMode; label: string; fields: Field[] }[] = [
  { mode: 'captcha', label: '验证码登录', fields: ['phone', 'code'] },
  { mode: 'password', label: '密码登录', fields: ['phone', 'pwd'] },
];

export interface LoginFormProps extends AgreementState {
  onCancellation: (pending: CancellationPending) => void;
  onWechat: () => void;
  onForgot: () => void;
}

/** Phone + SMS code (default) or phone + password, validated on blur, agreement required (spec §2, §5). */
export function LoginForm({ agreed, onAgree, onCancellation, onWechat, onForgot }: LoginFormProps) {
  const [mode, setMode] = useState<LoginMode>('captcha');
  const form = useCredentialForm();
  const login = useLogin(onCancellation);
  const challenge = useChallenge();
  const busy = login.isPending;
  const tabsId = useId();
  const tab = TABS.find((t) => t.mode === mode) ?? TABS[0]!;

  const switchTo = (next: LoginMode) => {
    setMode(next);
    form.setErrors({}); // switching tab clears validation (spec §2)
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(form.check(tab.fields)).length > 0) return;
    if (!requireAgreement(agreed)) return;
    const phone = form.trimmed('phone');
    const code = form.trimmed('code');
    const pwd = form.trimmed('pwd');
    // Past a few wrong tries the server asks for a challenge: solved here, then the same call again.
    login.mutate(() =>
      challenge.run((altcha, options) =>
        mode === 'captcha'
          ? loginByCode(apiClient(), { phone, code, ...(altcha ? { altcha } : {}) }, options)
          : loginByPassword(apiClient(), { phone, pwd, ...(altcha ? { altcha } : {}) }, options),
      ),
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div role="tablist" aria-label="登录方式" className={styles.tabs}>
        {TABS.map((t) => (
          <button
            key={t.mode}
            type="button"
            role="tab"
            id={`${tabsId}-${t.mode}`}
            aria-selected={t.mode === mode}
            className={t.mode === mode ? `${styles.tab} ${styles.tabActive}` : styles.tab}
            onClick={() => switchTo(t.mode)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-labelledby={`${tabsId}-${mode}`}>
        <PhoneField form={form} />
        {mode === 'captcha' && <SmsClosedNote />}
        {mode === 'captcha' ? (
          <CodeField form={form} />
        ) : (
          <TextField
            label="密码"
            type="password"
            autoComplete="current-password"
            maxLength={64}
            placeholder="请输入密码"
            {...form.bind('pwd')}
          />
        )}
      </div>
      <Agreement checked={agreed} onChange={onAgree} />
      <ChallengeStatus solving={challenge.solving} />
      <button type="submit" className={styles.primary} disabled={busy}>
        {challenge.solving ? CHALLENGE_TEXT.solving : busy ? '登录中…' : '登录'}
      </button>
      <div className={styles.extra}>
        {mode === 'password' ? (
          <button type="button" className={styles.linkButton} onClick={onForgot}>
            忘记密码？
          </button>
        ) : (
          <span />
        )}
        <button type="button" className={styles.linkButton} onClick={onWechat}>
          微信扫码登录
        </button>
      </div>
    </form>
  );
}
