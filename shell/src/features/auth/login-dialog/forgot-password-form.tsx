import { useState, type FormEvent } from 'react';
import { apiClient, resetPassword, toast, type CancellationPending } from '@jincheng/shared';
import { completeLogin, logLoginFailure } from './complete-login';
import { SendCodeButton } from './send-code-button';
import { TextField } from './text-field';
import {
  MESSAGES,
  isAcceptablePassword,
  validateAll,
  validateField,
  type Errors,
  type Field,
} from './validation';
import styles from './login-dialog.module.css';

export interface ForgotPasswordFormProps {
  onBack: () => void;
  onCancellation: (pending: CancellationPending) => void;
}

/** 忘记密码: phone + SMS code + new password → login/user/forget; its token signs the user in. */
export function ForgotPasswordForm({ onBack, onCancellation }: ForgotPasswordFormProps) {
  const [values, setValues] = useState<Record<Field, string>>({ phone: '', code: '', pwd: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const blur = (field: Field) => () =>
    setErrors((e) => ({ ...e, [field]: validateField(field, values[field]) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAll(['phone', 'code', 'pwd'], values);
    if (!found.pwd && !isAcceptablePassword(values.pwd.trim())) found.pwd = MESSAGES.newPwdInvalid;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await resetPassword(apiClient(), {
        phone: values.phone.trim(),
        code: values.code.trim(),
        pwd: values.pwd.trim(),
      });
      toast.success('密码已重置');
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
      <button type="button" className={styles.back} onClick={onBack} aria-label="返回密码登录">
        ← 返回
      </button>
      <p className={styles.wechatTitle}>重置密码</p>
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
      <TextField
        label="新密码"
        type="password"
        autoComplete="new-password"
        maxLength={20}
        placeholder="6–20 位，包含字母和数字"
        value={values.pwd}
        error={errors.pwd}
        onChange={set('pwd')}
        onBlur={blur('pwd')}
      />
      <button type="submit" className={styles.primary} disabled={busy}>
        {busy ? '提交中…' : '重置并登录'}
      </button>
    </form>
  );
}
