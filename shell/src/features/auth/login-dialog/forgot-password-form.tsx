import { type FormEvent } from 'react';
import { apiClient, resetPassword, toast, type CancellationPending } from '@jincheng/shared';
import { Agreement, requireAgreement, type AgreementState } from './agreement';
import { CHALLENGE_TEXT, useChallenge } from './challenge';
import { ChallengeStatus } from './challenge-status';
import { useLogin } from './complete-login';
import { CodeField, PhoneField, useCredentialForm } from './credential-fields';
import { SmsClosedNote } from './provider-notes';
import { TextField } from './text-field';
import { MESSAGES, isAcceptablePassword } from './validation';
import styles from './login-dialog.module.css';

export interface ForgotPasswordFormProps extends AgreementState {
  onBack: () => void;
  onCancellation: (pending: CancellationPending) => void;
}

/**
 * 忘记密码: phone + SMS code + new password → login/user/forget; its token signs the user in, so the
 * agreement is required here too.
 */
export function ForgotPasswordForm({ agreed, onAgree, onBack, onCancellation }: ForgotPasswordFormProps) {
  const form = useCredentialForm();
  const login = useLogin(onCancellation);
  const challenge = useChallenge();
  const busy = login.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = form.check(['phone', 'code', 'pwd']);
    if (!found.pwd && !isAcceptablePassword(form.trimmed('pwd'))) {
      found.pwd = MESSAGES.newPwdInvalid;
      form.setErrors(found);
    }
    if (Object.keys(found).length > 0) return;
    if (!requireAgreement(agreed)) return;
    const body = { phone: form.trimmed('phone'), code: form.trimmed('code'), pwd: form.trimmed('pwd') };
    const reset = async () => {
      const result = await challenge.run((altcha, options) =>
        resetPassword(apiClient(), altcha ? { ...body, altcha } : body, options),
      );
      toast.success('密码已重置');
      return result;
    };
    login.mutate(reset);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <button type="button" className={styles.back} onClick={onBack} aria-label="返回密码登录">
        ← 返回
      </button>
      <p className={styles.wechatTitle}>重置密码</p>
      <SmsClosedNote text="短信服务暂未开放，暂时无法通过验证码重置密码。" />
      <PhoneField form={form} />
      <CodeField form={form} />
      <TextField
        label="新密码"
        type="password"
        autoComplete="new-password"
        maxLength={20}
        placeholder="6–20 位，包含字母和数字"
        {...form.bind('pwd')}
      />
      <Agreement checked={agreed} onChange={onAgree} />
      <ChallengeStatus solving={challenge.solving} />
      <button type="submit" className={styles.primary} disabled={busy}>
        {challenge.solving ? CHALLENGE_TEXT.solving : busy ? '提交中…' : '重置并登录'}
      </button>
    </form>
  );
}
