import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { signIn, toast } from '@jincheng/shared';
import { changeOperatorPassword, verifySecondFactor } from './api/second-factor-api';
import { CodeForm, Field, messageOf, NEW_PASSWORD, Problem, Step } from './step-parts';
import styles from './operator-steps.module.css';

/** 4031: the password `npm run ops` printed only gets this far; the new one is the operator's own. */
export function PasswordChangeStep({ onDone }: { onDone: () => void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState('');
  const errorId = useId();
  const hintId = useId();
  const save = useMutation({
    mutationFn: () => changeOperatorPassword(current, next),
    onSuccess: (session) => {
      signIn({ token: session.token, userId: session.userId });
      toast.success('密码已修改');
      onDone();
    },
    onError: (cause) => setError(messageOf(cause)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (!current) return setError('请输入运维命令打印的初始密码');
    if (!NEW_PASSWORD.test(next)) return setError('新密码需为 6–20 位，同时包含字母和数字');
    if (next !== again) return setError('两次输入的新密码不一致');
    if (next === current) return setError('新密码不能与初始密码相同');
    save.mutate();
  };
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    if (error) setError('');
  };
  const describedBy = error ? `${errorId} ${hintId}` : hintId;
  return (
    <Step title="第一步：修改初始密码">
      <p id={hintId} className={styles.muted}>
        运维命令打印的密码只能用来登录一次。请设置你自己的密码（6–20
        位，同时包含字母和数字），之后绑定身份验证器。
      </p>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="修改初始密码">
        <Field
          label="初始密码"
          value={current}
          onChange={edit(setCurrent)}
          error={error !== ''}
          describedBy={describedBy}
          autoComplete="current-password"
          autoFocus
        />
        <Field
          label="新密码"
          value={next}
          onChange={edit(setNext)}
          error={error !== ''}
          describedBy={describedBy}
          autoComplete="new-password"
        />
        <Field
          label="确认新密码"
          value={again}
          onChange={edit(setAgain)}
          error={error !== ''}
          describedBy={describedBy}
          autoComplete="new-password"
        />
        <Problem id={errorId} text={error} />
        <button type="submit" className={styles.primary} disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? '提交中…' : '修改密码'}
        </button>
      </form>
    </Step>
  );
}

/** 4033: this session has not passed the second factor (or did more than 12 hours ago). */
export function VerifyStep({ onDone }: { onDone: () => void }) {
  return (
    <Step title="两步验证">
      <p className={styles.muted}>请输入身份验证器 App 上的 6 位验证码；手机不在身边时，可输入一个恢复码。</p>
      <CodeForm
        label="验证码或恢复码"
        button="验证"
        hint="连续输错会暂时锁定几分钟；恢复码用完请联系管理员执行 reset-second-factor。"
        submit={async (code) => {
          const answer = await verifySecondFactor(code);
          if (answer.via === 'recovery') toast.success(`已使用恢复码，还剩 ${answer.recoveryCodesLeft} 个`);
          onDone();
        }}
      />
    </Step>
  );
}
