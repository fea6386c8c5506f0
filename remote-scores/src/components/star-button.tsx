import styles from './star-button.module.css';

export interface StarButtonProps {
  starred: boolean;
  /** What is starred, for the accessible name: 「关注 曼城 vs 阿森纳」. */
  label: string;
  onToggle: () => void;
  className?: string;
}

/**
 * A toggle with a shape change (☆ → ★), not only a colour change. Its name stays 「关注 …」 and aria-pressed
 * says whether it is on (a toggle button whose name also flipped would read "取消关注, pressed").
 */
export function StarButton({ starred, label, onToggle, className }: StarButtonProps) {
  return (
    <button
      type="button"
      className={`${styles.star} ${starred ? styles.on : ''} ${className ?? ''}`}
      aria-pressed={starred}
      aria-label={`关注 ${label}`}
      title={starred ? '取消关注' : '关注'}
      onClick={onToggle}
    >
      <span aria-hidden="true">{starred ? '★' : '☆'}</span>
    </button>
  );
}
