import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { apiClient, isPhone, sendSmsCode, toast, useCountdown } from '@jincheng/shared';
import { useCapabilities } from '../capabilities';
import { CHALLENGE_TEXT, useChallenge } from './challenge';
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
  const challenge = useChallenge();
  const sendCode = useMutation({
    // Past the free sends the server asks for a challenge: solved here, then the same send again.
    mutationFn: (value: string) =>
      challenge.run((altcha, options) => sendSmsCode(apiClient(), value, altcha, options)),
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
    : challenge.solving
      ? CHALLENGE_TEXT.solving
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
