import type { Shot } from '@jincheng/shared';
import { useState } from 'react';
import { OUTCOME_LABEL, shotWords, teamXg } from './shot-labels';
import styles from './shot-map.module.css';

export interface ShotMapProps {
  shots: Shot[];
  homeName: string;
  awayName: string;
}

/** Pitch lines in metres (105 × 68), home attacking the right-hand goal as the header reads home-left. */
function PitchLines() {
  return (
    <svg className={styles.lines} viewBox="0 0 105 68" aria-hidden="true" preserveAspectRatio="none">
      <rect x="0.3" y="0.3" width="104.4" height="67.4" />
      <line x1="52.5" y1="0" x2="52.5" y2="68" />
      <circle cx="52.5" cy="34" r="9.15" />
      <rect x="0.3" y="13.84" width="16.5" height="40.32" />
      <rect x="88.2" y="13.84" width="16.5" height="40.32" />
      <rect x="0.3" y="24.84" width="5.5" height="18.32" />
      <rect x="99.2" y="24.84" width="5.5" height="18.32" />
      <circle cx="11" cy="34" r="0.5" />
      <circle cx="94" cy="34" r="0.5" />
    </svg>
  );
}

/** 射门分布: every shot of both sides where it was taken, sized by xG; each a button saying who, when, what. */
export function ShotMap({ shots, homeName, awayName }: ShotMapProps) {
  const [picked, setPicked] = useState<number | null>(null);
  const shown = shots.find((s) => s.id === picked) ?? null;
  if (!shots.length) return <p className={styles.empty}>暂无射门</p>;
  const count = (side: Shot['side']) => shots.filter((s) => s.side === side).length;
  return (
    <section className={styles.wrap} aria-labelledby="shot-map-title">
      <h3 id="shot-map-title" className={styles.title}>
        射门分布
      </h3>
      <p className={styles.teams}>
        <span>
          {homeName} {count('home')} 次 · xG {teamXg(shots, 'home').toFixed(2)}
        </span>
        <span>
          {awayName} {count('away')} 次 · xG {teamXg(shots, 'away').toFixed(2)}
        </span>
      </p>
      <div className={styles.pitch}>
        <PitchLines />
        <ul className={styles.shots}>
          {shots.map((s) => {
            // Home shoots at the right goal, away at the left one; y runs across from the shooter's left.
            const left = s.side === 'home' ? 105 - s.x : s.x;
            const top = s.side === 'home' ? 34 + s.y : 34 - s.y;
            const size = 8 + Math.round(Math.sqrt(s.xg) * 22);
            return (
              <li key={s.id} style={{ left: `${(left / 105) * 100}%`, top: `${(top / 68) * 100}%` }}>
                <button
                  type="button"
                  className={`${styles.shot} ${styles[s.side]} ${styles[s.outcome]}`}
                  aria-label={`${s.side === 'home' ? homeName : awayName} ${shotWords(s)}`}
                  aria-pressed={picked === s.id}
                  onClick={() => setPicked(picked === s.id ? null : s.id)}
                >
                  <span className={styles.dot} style={{ width: size, height: size }} />
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <p className={styles.picked} aria-live="polite">
        {shown ? shotWords(shown) : '点选一次射门，查看球员、时间和 xG'}
      </p>
      <ul className={styles.legend} aria-label="图例">
        {(Object.keys(OUTCOME_LABEL) as Shot['outcome'][]).map((o) => (
          <li key={o}>
            <span className={`${styles.key} ${styles[o]}`} aria-hidden="true" />
            {OUTCOME_LABEL[o]}
          </li>
        ))}
        <li>圆越大，xG 越高</li>
      </ul>
      <details className={styles.all}>
        <summary>全部射门（{shots.length}）</summary>
        <ol>
          {shots.map((s) => (
            <li key={s.id}>
              {s.side === 'home' ? homeName : awayName} {shotWords(s)}
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}
