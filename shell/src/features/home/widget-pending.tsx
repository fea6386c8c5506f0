import styles from './home-page.module.css';
import reserve from './widget-pending.module.css';

export interface WidgetPendingProps {
  title: string;
  /** The widget's name: its usual height is kept free while it loads. */
  name: string;
}

export function WidgetPending({ title, name }: WidgetPendingProps) {
  return (
    <div className={`${styles.widgetPending} ${reserve[name] ?? ''}`} aria-busy="true">
      <h2 className={styles.widgetTitle}>{title}</h2>
      <div className={styles.pendingLine} />
      <div className={styles.pendingLine} />
      <div className={styles.pendingLine} />
    </div>
  );
}
