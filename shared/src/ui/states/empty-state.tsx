import type { ReactNode } from 'react';
import { WayForwardLink, type WayForward } from './way-forward';

/** Class names an app gives the empty block, in its own look (its CSS module's classes). */
export interface EmptyStateClasses {
  root?: string;
  text?: string;
  hint?: string;
  /** The paragraph that holds the way forward. */
  actions?: string;
  /** The way forward's link or button. */
  action?: string;
}

export interface EmptyStateProps {
  /** What there is none of, e.g. 暂无阵容信息. */
  children: ReactNode;
  /** A second line: why, or what would fill it. */
  hint?: ReactNode;
  /** What a person can do about it: a link elsewhere or a button here. */
  action?: WayForward;
  classes?: EmptyStateClasses;
}

/** A read that answered with nothing to show: the message, a hint and a way forward when there is one. */
export function EmptyState({ children, hint, action, classes = {} }: EmptyStateProps) {
  return (
    <div className={classes.root} data-state="empty">
      <p className={classes.text}>{children}</p>
      {hint ? <p className={classes.hint}>{hint}</p> : null}
      {action ? (
        <p className={classes.actions}>
          <WayForwardLink way={action} className={classes.action} />
        </p>
      ) : null}
    </div>
  );
}
