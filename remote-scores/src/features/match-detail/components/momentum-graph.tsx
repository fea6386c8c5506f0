import type { MatchEvent, MomentumMinute } from '@jincheng/shared';
import { visuallyHidden } from '@jincheng/shared';
import { momentumSummary } from './momentum-summary';
import styles from './momentum-graph.module.css';

export interface MomentumGraphProps {
  momentum: MomentumMinute[];
  events: MatchEvent[];
  homeName: string;
  awayName: string;
}

const MARKED: Partial<Record<MatchEvent['kind'], 'goal' | 'yellow' | 'red'>> = {
  goal: 'goal',
  penalty: 'goal',
  own_goal: 'goal',
  yellow: 'yellow',
  second_yellow: 'red',
  red: 'red',
};

const key = (m: { minute: number; stoppage: number }) => `${m.minute}+${m.stoppage}`;
const H = 60;

/** 比赛势头: a bar per played minute, home pressure up and away down, with goals and cards marked. */
export function MomentumGraph({ momentum, events, homeName, awayName }: MomentumGraphProps) {
  if (!momentum.length) return null;
  const index = new Map(momentum.map((m, i) => [key(m), i]));
  const width = Math.max(momentum.length, 90);
  const halfAt = momentum.findIndex((m) => m.minute > 45);
  const marks = events.flatMap((e) => {
    const kind = MARKED[e.kind];
    const i = index.get(key(e));
    return kind && i !== undefined && e.side ? [{ id: e.id, kind, i, side: e.side }] : [];
  });
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        <span className={styles.homeKey}>{homeName}</span>
        <span>比赛势头</span>
        <span className={styles.awayKey}>{awayName}</span>
      </figcaption>
      <svg
        className={styles.graph}
        viewBox={`0 ${-H - 12} ${width} ${2 * H + 24}`}
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <line className={styles.axis} x1="0" x2={width} y1="0" y2="0" />
        {halfAt > 0 && <line className={styles.half} x1={halfAt} x2={halfAt} y1={-H} y2={H} />}
        {momentum.map((m, i) => {
          const h = (Math.abs(m.value) / 100) * H;
          return (
            <rect
              key={key(m)}
              className={m.value >= 0 ? styles.home : styles.away}
              x={i + 0.1}
              width={0.8}
              y={m.value >= 0 ? -h : 0}
              height={h}
            />
          );
        })}
        {marks.map((m) => (
          <rect
            key={m.id}
            className={styles[m.kind]}
            x={m.i - 0.6}
            width={m.kind === 'goal' ? 2.2 : 1.6}
            y={m.side === 'home' ? -H - 11 : H + 1}
            height={10}
            rx={m.kind === 'goal' ? 1.1 : 0.3}
          />
        ))}
      </svg>
      <p className={styles.scale} aria-hidden="true">
        <span>1&apos;</span>
        {halfAt > 0 && <span>中场</span>}
        <span>
          {momentum.length >= 90 ? '90\u2032' : `${momentum[momentum.length - 1]?.minute ?? ''}\u2032`}
        </span>
      </p>
      <p className={visuallyHidden}>{momentumSummary(momentum, homeName, awayName)}</p>
    </figure>
  );
}
