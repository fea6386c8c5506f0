import type { ReactNode } from 'react';

export interface LoadingStateProps {
  /** The accessible name, e.g. 比赛加载中; also the visible text when there are no placeholder shapes. */
  label: string;
  className?: string;
  /** Placeholder shapes in the app's look (empty elements: the label says what they stand for). */
  children?: ReactNode;
}

/** A part that is still reading: busy, announced once by its label, drawn as the app's skeleton or as text. */
export function LoadingState({ label, className, children }: LoadingStateProps) {
  return (
    <div className={className} role="status" aria-busy="true" aria-label={label}>
      {children ?? label}
    </div>
  );
}
