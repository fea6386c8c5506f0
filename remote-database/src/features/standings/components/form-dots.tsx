import styles from './standings.module.css';

const LABELS: Record<string, string> = { W: '胜', D: '平', L: '负' };

export interface FormDotsProps {
  /** Last results, newest last: W/D/L. */
  form: string;
}

/** 近况: one coloured letter per recent result. */
export function FormDots({ form }: FormDotsProps) {
  const results = form.split('').filter((r) => r in LABELS);
  if (results.length === 0) return <span className={styles.muted}>-</span>;
  return (
    <span
      className={styles.form}
      role="img"
      aria-label={`近${results.length}场：${results.map((r) => LABELS[r]).join('')}`}
    >
      {results.map((r, i) => (
        <span key={i} className={styles[`form${r}`]} aria-hidden="true">
          {LABELS[r]}
        </span>
      ))}
    </span>
  );
}
