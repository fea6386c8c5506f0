import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { apiClient, isPhone, sendSmsCode, toast, useCountdown } from '@jincheng/shared';
import { useCapabilities } from '../capabilities';
import { MESSAGES } from './validation';
import styles from './login-dialog.module.css';

export const RESEND_MS = 60_000;

export interface SendCodeButtonProps {
  phone: string;
  /** Sending clears the code field (spec §4) and may flag the phone field. */
  onSent: () => void;
  onInvalidPhone: (message: string) => void;
}

/** 发送验证码 → 60 s countdown that blocks resending → 重新发送. */
export function SendCodeButton({ phone, onSent, onInvalidPhone }: SendCodeButtonProps) {
  const countdown = useCountdown();
  const [sentOnce, setSentOnce] = useState(false);
  const sendCode = useMutation({
    mutationFn: (value: string) => sendSmsCode(apiClient(), value),
    onSuccess: () => {
      setSentOnce(true);
      onSent();
      toast.success(MESSAGES.codeSent);
      countdown.start(RESEND_MS);
    },
    // On failure the request layer already showed the server's message (e.g. sending too often).
  });
  const sending = sendCode.isPending;
  const { sms } = useCapabilities();

  const send = () => {
    const value = phone.trim();
    if (!isPhone(value)) {
      toast.warning(MESSAGES.phoneInvalid);
      onInvalidPhone(value ? MESSAGES.phoneInvalid : MESSAGES.phoneRequired);
      return;
    }
    sendCode.mutate(value);
  };

  const label = !sms
    ? '短信暂未开放'
    : countdown.running
      ? `${countdown.remainingSeconds}秒后重发`
      : sentOnce
        ? '重新发送'
        : '发送验证码';
  return (
    <button
      type="button"
      className={styles.codeButton}
      onClick={send}
      disabled={!sms || countdown.running || sending}
      aria-live="polite"
    >
      {label}
    </button>
  );
}
