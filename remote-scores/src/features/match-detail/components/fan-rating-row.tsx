import { useId, useRef, useState } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  FAN_SCORE_MAX,
  FAN_SCORE_MIN,
  toast,
  type FanRatedPlayer,
  type MatchFanRatings,
} from '@jincheng/shared';
import { postFanRating } from '../api/fan-ratings-api';
import styles from './fan-ratings.module.css';

const SCORES = Array.from({ length: FAN_SCORE_MAX - FAN_SCORE_MIN + 1 }, (_, i) => FAN_SCORE_MIN + i);

export interface FanRatingRowProps {
  player: FanRatedPlayer;
  matchId: number;
  /** The list's query: the server's answer to a score replaces it. */
  queryKey: QueryKey;
  computedLabel: string;
  best: boolean;
  /** Rating is open and the reader is signed in. */
  canRate: boolean;
}

/**
 * One player: shirt, name, the computed rating, the fans' average and count, and for a fan who may rate the
 * 1–10 scale (buttons, the fan's score pressed). On a phone the scale opens under the row from 评分; on a
 * wide screen it stands beside it.
 */
export function FanRatingRow({
  player: p,
  matchId,
  queryKey,
  computedLabel,
  best,
  canRate,
}: FanRatingRowProps) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const scaleId = useId();
  const save = useMutation({
    mutationFn: (score: number) => postFanRating(matchId, p.playerId, score),
    onSuccess: (data, score) => {
      client.setQueryData<MatchFanRatings>(queryKey, data);
      toast.success(`已给 ${p.name} 打 ${score} 分`);
      if (open) {
        setOpen(false);
        toggle.current?.focus();
      }
    },
  });
  const computed = p.rating ?? p.efficiency;
  return (
    <li className={best ? `${styles.row} ${styles.rowBest}` : styles.row}>
      <span className={styles.no}>{p.number}</span>
      <span className={styles.who}>
        <span className={styles.name}>{p.name}</span>
        {p.cameOn ? <span className={styles.sub}>替补 {p.cameOn}</span> : null}
        {best ? <span className={styles.bestTag}>球迷最佳</span> : null}
      </span>
      <span className={styles.computed}>
        <span className={styles.label}>{computedLabel}</span>
        {computed === null ? '—' : p.rating !== null ? computed.toFixed(1) : computed}
      </span>
      <span className={styles.fans}>
        <span className={styles.label}>球迷</span>
        <strong className={styles.average}>{p.fanAverage === null ? '—' : p.fanAverage.toFixed(1)}</strong>
        <span className={styles.votes}>{p.votes} 人评</span>
      </span>
      {canRate ? (
        <>
          <button
            ref={toggle}
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={scaleId}
            onClick={() => setOpen(!open)}
          >
            {p.myScore === null ? '评分' : `我评 ${p.myScore}`}
          </button>
          <span
            id={scaleId}
            role="group"
            aria-label={`给 ${p.name} 打分，1 到 10 分`}
            className={open ? `${styles.scale} ${styles.scaleOpen}` : styles.scale}
          >
            {SCORES.map((n) => (
              <button
                key={n}
                type="button"
                className={styles.score}
                aria-pressed={p.myScore === n}
                aria-label={`${n} 分`}
                disabled={save.isPending}
                onClick={() => save.mutate(n)}
              >
                {n}
              </button>
            ))}
          </span>
        </>
      ) : p.myScore !== null ? (
        <span className={styles.mine}>我评 {p.myScore}</span>
      ) : null}
    </li>
  );
}
