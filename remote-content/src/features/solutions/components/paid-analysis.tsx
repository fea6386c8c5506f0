import { useEffect, useRef } from 'react';
import styles from './solution.module.css';

export interface PaidAnalysisProps {
  pick: string;
  analysis: string;
  /** Bought just now: move the focus here so the unlocked text is read next. */
  justUnlocked: boolean;
  purchased: boolean;
}

/** The paid part: the pick and the analysis, as plain text. */
export function PaidAnalysis({ pick, analysis, justUnlocked, purchased }: PaidAnalysisProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justUnlocked) heading.current?.focus();
  }, [justUnlocked]);
  return (
    <section aria-labelledby="solution-analysis">
      <h2 id="solution-analysis" className={styles.label} tabIndex={-1} ref={heading}>
        专家分析
        {purchased ? <span className={styles.owned}>已购买</span> : null}
      </h2>
      <div className={styles.pick}>推荐：{pick}</div>
      <p className={styles.analysis}>{analysis}</p>
    </section>
  );
}
