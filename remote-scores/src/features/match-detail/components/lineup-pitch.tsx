import { EmptyState } from '@jincheng/shared';
import type { BestPlayer, Lineup, LineupPlayer } from '@jincheng/shared';
import type { CSSProperties } from 'react';
import { emptyTabClasses } from './detail-look';
import styles from './lineup-pitch.module.css';

export interface LineupPitchProps {
  home: { name: string; lineup: Lineup };
  away: { name: string; lineup: Lineup };
  best?: BestPlayer | null;
  finished?: boolean;
}

/** The name a shirt can carry: the surname of a transliterated name (基梅斯·内莫塔 → 内莫塔), else all of it. */
export const shirtName = (name: string) => name.split('·').pop() ?? name;

function Player({ p, side, rows }: { p: LineupPlayer; side: 'home' | 'away'; rows: [number, number] }) {
  // Home defends the first end (top on a phone, left on a wide screen), away the other; each side fills
  // 6–44 % of the pitch from its goal, so the two front lines never meet in the middle.
  const [low, high] = rows;
  const depth = 6 + ((p.y - low) / Math.max(1, high - low)) * 38;
  const style = {
    '--along': side === 'home' ? depth : 100 - depth,
    '--across': side === 'home' ? 100 - p.x : p.x,
  } as CSSProperties;
  return (
    <li className={`${styles.player} ${styles[side]}`} style={style}>
      <span className={styles.shirt}>
        {p.number}
        {p.rating !== null && <span className={styles.rating}>{p.rating.toFixed(1)}</span>}
        {p.wentOff && <span className={styles.off}>↓{p.wentOff}</span>}
      </span>
      <span className={styles.name} title={p.name}>
        {shirtName(p.name)}
        {p.captain && <abbr title="队长">(C)</abbr>}
      </span>
    </li>
  );
}

function PlayerList({ name, lineup }: { name: string; lineup: Lineup }) {
  return (
    <section className={styles.bench}>
      <h3>
        {name} 替补 <small>主教练 {lineup.coach}</small>
      </h3>
      <ul>
        {lineup.bench.map((p) => (
          <li key={p.playerId}>
            <span className={styles.benchNo}>{p.number}</span>
            <span className={styles.benchName}>
              {p.name} <small>{p.position}</small>
            </span>
            {p.cameOn && <span className={styles.on}>↑{p.cameOn}</span>}
            {p.rating !== null && <span className={styles.listRating}>{p.rating.toFixed(1)}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

const span = (lineup: Lineup): [number, number] => {
  const ys = lineup.starters.map((p) => p.y);
  return [Math.min(...ys), Math.max(...ys)];
};

/** 阵容: both elevens on one pitch, home first (top on a phone, left on a wide screen), then the substitutes. */
export function LineupPitch({ home, away, best = null, finished = false }: LineupPitchProps) {
  const words = (p: LineupPlayer) =>
    `${p.number}号${p.name}${p.rating !== null ? ` 评分${p.rating.toFixed(1)}` : ''}${p.wentOff ? ` ${p.wentOff}被换下` : ''}`;
  return (
    <div className={styles.wrap}>
      {best && (
        <p className={styles.best}>
          <span className={styles.bestTag}>{finished ? '最佳球员' : '当前最佳'}</span>
          {best.name}（{best.side === 'home' ? home.name : away.name}）
          <span className={styles.listRating}>{best.rating.toFixed(1)}</span>
        </p>
      )}
      {home.lineup.expected && (
        <p className={styles.best}>
          <span className={styles.bestTag}>预计首发</span>
          依据近期首发与伤停推测，正式首发开赛前一小时公布
        </p>
      )}
      <p className={styles.formations}>
        <span>
          {home.name} {home.lineup.formation}
        </span>
        <span>
          {away.name} {away.lineup.formation}
        </span>
      </p>
      <div
        className={styles.pitch}
        role="img"
        aria-label={`${home.lineup.expected ? '预计' : ''}阵型：${home.name} ${home.lineup.formation}：${home.lineup.starters.map(words).join('，')}；${away.name} ${away.lineup.formation}：${away.lineup.starters.map(words).join('，')}`}
      >
        <span className={styles.halfway} />
        <span className={styles.circle} />
        <span className={`${styles.box} ${styles.boxHome}`} />
        <span className={`${styles.box} ${styles.boxAway}`} />
        <ul className={styles.players} aria-hidden="true">
          {home.lineup.starters.map((p) => (
            <Player key={p.playerId} p={p} side="home" rows={span(home.lineup)} />
          ))}
          {away.lineup.starters.map((p) => (
            <Player key={p.playerId} p={p} side="away" rows={span(away.lineup)} />
          ))}
        </ul>
      </div>
      {home.lineup.bench.length + away.lineup.bench.length > 0 && (
        <div className={styles.benches}>
          <PlayerList name={home.name} lineup={home.lineup} />
          <PlayerList name={away.name} lineup={away.lineup} />
        </div>
      )}
    </div>
  );
}

export function LineupMissing() {
  return <EmptyState classes={emptyTabClasses}>首发阵容通常在开赛前一小时公布</EmptyState>;
}
