import { useId, useState, type FormEvent } from 'react';
import { apiClient, loginByCode, loginByPassword, toast, type CancellationPending } from '@jincheng/shared';
import { Agreement } from './agreement';
import { completeLogin, logLoginFailure } from './complete-login';
import { SendCodeButton } from './send-code-button';
import { TextField } from './text-field';
import { MESSAGES, validateAll, validateField, type Errors, type Field } from './validation';
import styles from './login-dialog.module.css';

export type LoginMode = 'captcha' | 'password';

const TABS: { mode: LoginMode; label: string; fields: Field[] }[] = [
  { mode: 'captcha', label: '验证码登录', fields: ['phone', 'code'] },
  { mode: 'password', label: '密码登录', fields: ['phone', 'pwd'] },
];

export interface LoginFormProps {
  onCancellation: (pending: CancellationPending) => void;
  onWechat: () => void;
  onForgot: () => void;
}

/** Phone + SMS code (default) or phone + password, validated on blur, agreement required (spec §2, §5). */
export function LoginForm({ onCancellation, onWechat, onForgot }: LoginFormProps) {
  const [mode, setMode] = useState<LoginMode>('captcha');
  const [values, setValues] = useState<Record<Field, string>>({ phone: '', code: '', pwd: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const tabsId = useId();
  const tab = TABS.find((t) => t.mode === mode) ?? TABS[0]!;

  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const blur = (field: Field) => () =>
    setErrors((e) => ({ ...e, [field]: validateField(field, values[field]) }));

  const switchTo = (next: LoginMode) => {
    setMode(next);
    setErrors({}); // switching tab clears validation (spec §2)
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAll(tab.fields, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!agreed) {
      toast.warning(MESSAGES.agreement);
      return;
    }
    const phone = values.phone.trim();
    setBusy(true);
    try {
      const result =
        mode === 'captcha'
          ? await loginByCode(apiClient(), { phone, code: values.code.trim() })
          : await loginByPassword(apiClient(), { phone, pwd: values.pwd.trim() });
      const pending = completeLogin(result);
      if (pending) onCancellation(pending);
    } catch (error) {
      logLoginFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
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
        <TextField
          label="手机号"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={20}
          placeholder="请输入手机号"
          value={values.phone}
          error={errors.phone}
          onChange={set('phone')}
          onBlur={blur('phone')}
        />
        {mode === 'captcha' ? (
          <TextField
            label="验证码"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="请输入验证码"
            value={values.code}
            error={errors.code}
            onChange={set('code')}
            onBlur={blur('code')}
            addon={
              <SendCodeButton
                phone={values.phone}
                onSent={() => setValues((v) => ({ ...v, code: '' }))}
                onInvalidPhone={(message) => setErrors((e) => ({ ...e, phone: message }))}
              />
            }
          />
        ) : (
          <TextField
            label="密码"
            type="password"
            autoComplete="current-password"
            maxLength={64}
            placeholder="请输入密码"
            value={values.pwd}
            error={errors.pwd}
            onChange={set('pwd')}
            onBlur={blur('pwd')}
          />
        )}
      </div>
      <Agreement checked={agreed} onChange={setAgreed} />
      <button type="submit" className={styles.primary} disabled={busy}>
        {busy ? '登录中…' : '登录'}
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
