import { FORM_RESULT } from '@jincheng/shared';
import styles from './standings.module.css';

const isResult = (r: string): r is keyof typeof FORM_RESULT => r in FORM_RESULT;

export interface FormDotsProps {
  /** Last results, newest last: W/D/L. */
  form: string;
}

/** 近况: one coloured letter per recent result. */
export function FormDots({ form }: FormDotsProps) {
  const results = form.split('').filter(isResult);
  if (results.length === 0) return <span className={styles.muted}>-</span>;
  return (
    <span
      className={styles.form}
      role="img"
      aria-label={`近${results.length}场：${results.map((r) => FORM_RESULT[r].label).join('')}`}
    >
      {results.map((r, i) => (
        <span
          key={i}
          className={styles.formResult}
          style={{ background: FORM_RESULT[r].background }}
          aria-hidden="true"
        >
          {FORM_RESULT[r].label}
        </span>
      ))}
    </span>
  );
}
