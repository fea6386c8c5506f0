import { useCapabilities } from '../capabilities';
import styles from './provider-notes.module.css';

/** Shown where a form needs an SMS code and the server has no SMS provider. */
export function SmsClosedNote({ text = '短信服务暂未开放，请使用密码登录。' }: { text?: string }) {
  const { sms } = useCapabilities();
  if (sms) return null;
  return (
    <p className={styles.closedNote} role="note">
      {text}
    </p>
  );
}
