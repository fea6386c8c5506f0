import type { ReactNode } from 'react';
import { WayForwardLink, type WayForward } from './way-forward';

/** Class names an app gives the not-found block, in its own look (its CSS module's classes). */
export interface NotFoundStateClasses {
  root?: string;
  title?: string;
  hint?: string;
  /** The paragraph that holds the ways back. */
  links?: string;
  link?: string;
}

export interface NotFoundStateProps {
  /** e.g. 没有找到这篇新闻. */
  title: string;
  /** 1 when the state stands for the screen's title, 2 under the screen's own h1; none: a paragraph. */
  level?: 1 | 2;
  /** Why, e.g. 链接中的比赛编号不正确. */
  hint?: ReactNode;
  /** The ways back: a not-found state never leaves a person without one. */
  links: readonly WayForward[];
  classes?: NotFoundStateClasses;
}

/**
 * An id the API does not know (a 404 read as `null` by `orNotFound()`) or a URL that names none: announced
 * (role="alert"), marked `data-state="not-found"` for the end-to-end checks, with the ways back.
 */
export function NotFoundState({ title, level, hint, links, classes = {} }: NotFoundStateProps) {
  const Title = level ? (`h${level}` as const) : 'p';
  return (
    <div className={classes.root} role="alert" data-state="not-found">
      <Title className={classes.title}>{title}</Title>
      {hint ? <p className={classes.hint}>{hint}</p> : null}
      <p className={classes.links}>
        {links.map((way) => (
          <WayForwardLink key={way.label} way={way} className={classes.link} />
        ))}
      </p>
    </div>
  );
}
