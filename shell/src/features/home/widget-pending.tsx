import styles from './home-page.module.css';

export function WidgetPending({ title }: { title: string }) {
  return (
    <div className={styles.widgetPending} aria-busy="true">
      <h2 className={styles.widgetTitle}>{title}</h2>
      <div className={styles.pendingLine} />
      <div className={styles.pendingLine} />
      <div className={styles.pendingLine} />
    </div>
  );
}
