import { Link } from 'react-router-dom';
import type { ModelBar } from '../../api/sport/model';
import { paths } from '../../config/paths';
import { visuallyHidden } from '../visually-hidden';
import styles from './forecast-bar.module.css';

type Outcome = 'home' | 'draw' | 'away';

export interface BarPart {
  outcome: Outcome;
  label: string;
  /** Whole percent; the parts of a bar sum to 100. */
  percent: number;
}

/**
 * Whole percents of `probs` that sum to 100 (largest remainder): what a fan reads off the bar adds up, however
 * the 3-decimal probabilities round.
 */
export function wholePercents(probs: readonly number[]): number[] {
  const total = probs.reduce((a, p) => a + p, 0) || 1;
  const exact = probs.map((p) => (p / total) * 100);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((a, p) => a + p, 0);
  const order = exact
    .map((e, i) => ({ i, rest: e - floors[i]! }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = floors[i]! + 1;
    left -= 1;
  }
  return floors;
}

/**
 * The bar's parts in the order the sport's lists read a match: football 主胜 / 平 / 客胜 (home first),
 * basketball 客胜 / 主胜 (away first, as its rows and its 模型 tab put the away side on the left).
 */
export function barParts(bar: ModelBar): BarPart[] {
  if (bar.length === 3) {
    const [home, draw, away] = wholePercents(bar) as [number, number, number];
    return [
      { outcome: 'home', label: '主胜', percent: home },
      { outcome: 'draw', label: '平', percent: draw },
      { outcome: 'away', label: '客胜', percent: away },
    ];
  }
  const [home, away] = wholePercents(bar) as [number, number];
  return [
    { outcome: 'away', label: '客胜', percent: away },
    { outcome: 'home', label: '主胜', percent: home },
  ];
}

/** What a screen reader hears (and a mouse shows): 模型预测 主胜 45%，平 27%，客胜 28%. */
export const barText = (bar: ModelBar): string =>
  `模型预测 ${barParts(bar)
    .map((p) => `${p.label} ${p.percent}%`)
    .join('，')}`;

export interface ForecastBarProps {
  bar: ModelBar;
  sport: 'football' | 'basketball';
  matchId: number;
  className?: string;
  /** Writes 模型 before the bar (where the bar is not self-evident, e.g. a 情报 card). */
  caption?: boolean;
}

/**
 * The model's frozen forecast as a thin bar (issue 50), in match lists and 情报: three parts 主胜/平/客胜
 * (basketball two), each as wide as its probability, the numbers written out for screen readers; the whole bar
 * links to the match's 模型 tab. Shown only for a match with a frozen forecast (the API's `model`).
 */
export function ForecastBar({ bar, sport, matchId, className, caption = false }: ForecastBarProps) {
  const parts = barParts(bar);
  const text = barText(bar);
  return (
    <Link
      to={`${paths.matchOf(sport, matchId)}?tab=model`}
      className={`${styles.link} ${caption ? styles.captioned : ''} ${className ?? ''}`}
      title={text}
      data-testid="forecast-bar"
    >
      {caption && (
        <span className={styles.caption} aria-hidden="true">
          模型
        </span>
      )}
      <span className={styles.bar} aria-hidden="true">
        {parts.map((p) => (
          <span
            key={p.outcome}
            className={styles[p.outcome]}
            style={{ width: `${p.percent}%` }}
            data-outcome={p.outcome}
          />
        ))}
      </span>
      <span className={visuallyHidden}>{text}</span>
    </Link>
  );
}
