/** Class names an app gives the failure block, in its own look (its CSS module's classes). */
export interface LoadFailedClasses {
  root?: string;
  text?: string;
  retry?: string;
}

export interface LoadFailedProps {
  /** Why it failed, in Chinese; empty falls back to 加载失败. */
  message: string;
  /** Reads again (the 重试 button). */
  onRetry: () => void;
  classes?: LoadFailedClasses;
}

/** A read that failed: the reason, announced (role="alert"), and a 重试 button. One markup for every app. */
export function LoadFailed({ message, onRetry, classes = {} }: LoadFailedProps) {
  return (
    <div className={classes.root} role="alert">
      <p className={classes.text}>{message || '加载失败'}</p>
      <button type="button" className={classes.retry} onClick={onRetry}>
        重试
      </button>
    </div>
  );
}
