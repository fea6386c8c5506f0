import { useState } from 'react';
import { DEFAULT_AVATAR } from './default-avatar';
import styles from './avatar.module.css';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg';

export interface AvatarProps {
  /** Image URL; empty or failing falls back to `fallbackSrc`. */
  src?: string | null;
  /** Optional title-badge image (the user's tag) shown at the bottom-right corner. */
  tag?: string | null;
  size?: AvatarSize;
  /** Shows the `adviceNum` count bubble (an expert's open predictions); off by default. */
  adviceNumShow?: boolean;
  adviceNum?: number;
  alt?: string;
  /** Hover text, e.g. the user name in the header. */
  title?: string;
  fallbackSrc?: string;
  className?: string;
}

export function Avatar({
  src,
  tag,
  size = 'xs',
  adviceNumShow = false,
  adviceNum = 0,
  alt = '用户头像',
  title,
  fallbackSrc = DEFAULT_AVATAR,
  className,
}: AvatarProps) {
  // The src that failed to load: a new src deserves a new try even if the previous one failed.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : fallbackSrc;
  const rootClass = [styles.avatar, styles[size], className].filter(Boolean).join(' ');

  return (
    <span className={rootClass} title={title} data-size={size}>
      <img className={styles.image} src={shown} alt={alt} onError={() => setFailedSrc(src ?? null)} />
      {tag ? <img className={styles.tag} src={tag} alt="" aria-hidden="true" /> : null}
      {adviceNumShow && adviceNum > 0 ? (
        <span className={styles.badge} aria-label={`${adviceNum} 条方案`}>
          {adviceNum > 99 ? '99+' : adviceNum}
        </span>
      ) : null}
    </span>
  );
}
