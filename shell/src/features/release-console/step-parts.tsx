import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { RequestError } from '@jincheng/shared';
import styles from './operator-steps.module.css';

/** The rule sign-up and reset use (server/src/user/schemas.ts, newPasswordSchema). */
export const NEW_PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{6,20}$/;
const CODE = /^(\d{6}|[A-Za-z2-9][A-Za-z2-9 -]{9,14})$/;

export const messageOf = (cause: unknown) =>
  cause instanceof RequestError ? cause.message : '提交失败，请稍后再试';

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: boolean;
  describedBy: string;
  type?: 'password' | 'text';
  autoComplete: string;
  inputMode?: 'numeric' | 'text';
  autoFocus?: boolean;
}

export function Field({
  label,
  value,
  onChange,
  error,
  describedBy,
  type = 'password',
  autoComplete,
  inputMode,
  autoFocus,
}: FieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        ref={input}
        type={type}
        className={styles.input}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

export function Step({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.step} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Problem({ id, text }: { id: string; text: string }) {
  return text ? (
    <p id={id} className={styles.error} role="alert">
      {text}
    </p>
  ) : null;
}

/** A form with one code field: the first code of enrolment, or the step-up's code or recovery code. */
export function CodeForm({
  label,
  button,
  submit,
  hint,
}: {
  label: string;
  button: string;
  submit: (code: string) => Promise<unknown>;
  hint: string;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const errorId = useId();
  const hintId = useId();
  const send = useMutation({ mutationFn: submit, onError: (cause) => setError(messageOf(cause)) });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const value = code.trim();
    if (!CODE.test(value)) return setError('请输入 6 位数字验证码，或 10 位恢复码');
    send.mutate(value);
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={label}>
      <Field
        label={label}
        value={code}
        onChange={(value) => {
          setCode(value);
          if (error) setError('');
        }}
        error={error !== ''}
        describedBy={error ? `${errorId} ${hintId}` : hintId}
        type="text"
        autoComplete="one-time-code"
        autoFocus
      />
      <p id={hintId} className={styles.muted}>
        {hint}
      </p>
      <Problem id={errorId} text={error} />
      <button type="submit" className={styles.primary} disabled={send.isPending} aria-busy={send.isPending}>
        {send.isPending ? '验证中…' : button}
      </button>
    </form>
  );
}
