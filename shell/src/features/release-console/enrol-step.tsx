import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@jincheng/shared';
import { QrCode } from '../../ui/qr-code';
import { confirmEnrolment, startEnrolment } from './api/second-factor-api';
import { CodeForm, messageOf, Problem, Step } from './step-parts';
import styles from './operator-steps.module.css';

/**
 * 4032: enrolment. The secret as text (to type into the app) and as a QR code; the first code confirms it and
 * the page shows the ten recovery codes once (`onCodes`).
 */
export function EnrolStep({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const enrolment = useQuery({
    queryKey: ['shell', 'ops', 'enrol'],
    queryFn: startEnrolment,
    retry: false,
    staleTime: Infinity,
  });
  return (
    <Step title="第二步：绑定身份验证器（两步验证）">
      <p className={styles.muted}>
        用手机上的身份验证器 App（如 Google Authenticator、Microsoft
        Authenticator、FreeOTP）扫描下面的二维码，或手动输入密钥，然后输入 App 显示的 6 位验证码。
      </p>
      {enrolment.data ? (
        <div className={styles.enrol}>
          <QrCode value={enrolment.data.uri} label="身份验证器密钥" size={176} />
          <div>
            <p className={styles.label}>密钥（手动输入时使用，基于时间，30 秒）</p>
            <code className={styles.secret} data-testid="totp-secret">
              {enrolment.data.secret.replace(/(.{4})(?=.)/g, '$1 ')}
            </code>
          </div>
        </div>
      ) : enrolment.isError ? (
        <div className={styles.form}>
          <Problem id="enrol-error" text={`密钥读取失败：${messageOf(enrolment.error)}`} />
          <button type="button" className={styles.secondary} onClick={() => void enrolment.refetch()}>
            重试
          </button>
        </div>
      ) : (
        <p className={styles.muted} role="status">
          正在生成密钥…
        </p>
      )}
      {enrolment.data ? (
        <CodeForm
          label="App 上的 6 位验证码"
          button="完成绑定"
          hint="验证码每 30 秒更新一次；输入当前显示的即可。"
          submit={async (code) => onCodes((await confirmEnrolment(code)).recoveryCodes)}
        />
      ) : null}
    </Step>
  );
}

/** After enrolment: the ten recovery codes, shown this once; the console opens when the operator says so. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <Step title="请保存恢复码">
      <p className={styles.muted}>
        手机丢失或换机时，可用恢复码代替验证码登录，每个只能用一次。恢复码只显示这一次：请抄写或存入密码管理器，不要和密码放在一起。
      </p>
      <ol className={styles.codes} aria-label="恢复码">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() =>
            void navigator.clipboard
              ?.writeText(codes.join('\n'))
              .then(() => setCopied(true))
              .catch(() => toast.error('复制失败，请手动抄写'))
          }
        >
          {copied ? '已复制' : '复制全部'}
        </button>
        <button type="button" className={styles.primary} onClick={onDone}>
          我已保存，进入控制台
        </button>
      </div>
    </Step>
  );
}
