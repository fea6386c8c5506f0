import type { PayMethod, PayMethodOption } from '@jincheng/shared';
import styles from './top-up.module.css';

export interface PayMethodPickerProps {
  methods: PayMethodOption[];
  value: PayMethod;
  onChange: (method: PayMethod) => void;
}

const MARK: Record<PayMethod, string> = { wechat: '微', alipay: '支' };

export function PayMethodPicker({ methods, value, onChange }: PayMethodPickerProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>支付方式</legend>
      <div className={styles.methods}>
        {methods.map((m) => (
          <label key={m.method} className={styles.option}>
            <input
              type="radio"
              name="top-up-pay-method"
              className={styles.radio}
              value={m.method}
              checked={value === m.method}
              onChange={() => onChange(m.method)}
            />
            <span className={`${styles.card} ${styles.method}`}>
              <span className={`${styles.methodMark} ${styles[m.method] ?? ''}`} aria-hidden="true">
                {MARK[m.method]}
              </span>
              {m.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
