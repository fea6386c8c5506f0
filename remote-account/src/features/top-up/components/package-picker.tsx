import type { TopUpPackage } from '@jincheng/shared';
import { yuan } from '../lib/money';
import styles from './top-up.module.css';

export interface PackagePickerProps {
  packages: TopUpPackage[];
  /** The first-order benefit per package (amountFen → coins); empty when the user no longer gets it. */
  firstOrderBonus: Record<number, number>;
  value: number;
  onChange: (amountFen: number) => void;
}

const describe = (p: TopUpPackage, first: number) =>
  [
    `${yuan(p.amountFen)} 元`,
    `${p.baseCoins} 金币`,
    p.bonusCoins ? `赠送 ${p.bonusCoins} 金币` : '',
    first ? `首单加赠 ${first} 金币` : '',
  ]
    .filter(Boolean)
    .join('，');

/** Native radios in a fieldset: arrow keys move between packages and screen readers announce the group. */
export function PackagePicker({ packages, firstOrderBonus, value, onChange }: PackagePickerProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>选择充值金额</legend>
      <div className={styles.packages}>
        {packages.map((p) => {
          const first = firstOrderBonus[p.amountFen] ?? 0;
          return (
            <label key={p.amountFen} className={styles.option}>
              <input
                type="radio"
                name="top-up-package"
                className={styles.radio}
                value={p.amountFen}
                checked={value === p.amountFen}
                onChange={() => onChange(p.amountFen)}
                aria-label={describe(p, first)}
              />
              <span className={styles.card} aria-hidden="true">
                {p.tag && <span className={styles.tag}>{p.tag}</span>}
                <span className={styles.coins}>{p.baseCoins} 金币</span>
                <span className={styles.price}>¥{yuan(p.amountFen)}</span>
                {p.bonusCoins > 0 && <span className={styles.bonus}>赠 {p.bonusCoins}</span>}
                {first > 0 && <span className={styles.first}>首单 +{first}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
