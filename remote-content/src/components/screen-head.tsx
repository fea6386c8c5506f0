import styles from './screen.module.css';

export interface ScreenHeadProps {
  title: string;
  subtitle?: string;
}

export function ScreenHead({ title, subtitle }: ScreenHeadProps) {
  return (
    <header className={styles.head}>
      <h1 className={styles.title}>{title}</h1>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
    </header>
  );
}
