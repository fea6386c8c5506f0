import styles from './moderation.module.css';

export interface PressedGroupProps<T extends string> {
  label: string;
  options: readonly { id: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** A row of toggle buttons, one pressed (查看, 类型): native buttons, so the keyboard needs nothing more. */
export function PressedGroup<T extends string>({ label, options, value, onChange }: PressedGroupProps<T>) {
  return (
    <div className={styles.views} role="group" aria-label={label}>
      <span className={styles.groupLabel} aria-hidden="true">
        {label}
      </span>
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          className={styles.view}
          aria-pressed={value === option.id}
          onClick={() => onChange(option.id)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
