import type { FirstOrderBenefit } from '@jincheng/shared';
import styles from './top-up.module.css';

/** 首单福利: the rule while the user still has it; a quiet note once it has been used. */
export function FirstOrderBanner({ benefit }: { benefit: FirstOrderBenefit }) {
  if (!benefit.eligible)
    return <p className={styles.benefitUsed}>首单福利已享受，感谢支持！充值套餐的赠送金币仍然有效。</p>;
  return (
    <aside className={styles.benefit} aria-label="首单福利">
      <span className={styles.benefitBadge}>首单福利</span>
      <span>{benefit.rule}</span>
    </aside>
  );
}
