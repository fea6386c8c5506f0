import type { Lineup, LineupPlayer } from '@jincheng/shared';
import { EmptyTab } from './detail-states';
import styles from './lineup-pitch.module.css';

export interface LineupPitchProps {
  home: { name: string; lineup: Lineup };
  away: { name: string; lineup: Lineup };
}

function Player({ p, top }: { p: LineupPlayer; top: boolean }) {
  // Home attacks upwards from the bottom goal, away downwards from the top one.
  const depth = 6 + (p.y / 100) * 40;
  const y = top ? depth : 100 - depth;
  const x = top ? 100 - p.x : p.x;
  return (
    <li
      className={`${styles.player} ${top ? styles.awayShirt : styles.homeShirt}`}
      style={{ left: `${x}%`, top: `${y}%` }}
    >
      <span className={styles.shirt}>{p.number}</span>
      <span className={styles.name}>
        {p.name}
        {p.captain && <abbr title="队长">(C)</abbr>}
      </span>
      {p.rating !== null && <span className={styles.rating}>{p.rating.toFixed(1)}</span>}
    </li>
  );
}

function Bench({ name, lineup }: { name: string; lineup: Lineup }) {
  return (
    <section className={styles.bench}>
      <h3>
        {name} 替补 <small>主教练 {lineup.coach}</small>
      </h3>
      <ul>
        {lineup.bench.map((p) => (
          <li key={p.playerId}>
            <span className={styles.benchNo}>{p.number}</span> {p.name} <small>{p.position}</small>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 阵容: both starting elevens drawn on one pitch in their formations, then the substitutes. */
export function LineupPitch({ home, away }: LineupPitchProps) {
  return (
    <div className={styles.wrap}>
      <p className={styles.formations}>
        <span>
          {away.name} {away.lineup.formation}
        </span>
        <span>
          {home.name} {home.lineup.formation}
        </span>
      </p>
      <div
        className={styles.pitch}
        role="img"
        aria-label={`阵型：${home.name} ${home.lineup.formation}，${away.name} ${away.lineup.formation}`}
      >
        <span className={styles.halfway} />
        <span className={styles.circle} />
        <span className={`${styles.box} ${styles.boxTop}`} />
        <span className={`${styles.box} ${styles.boxBottom}`} />
        <ul className={styles.players}>
          {away.lineup.starters.map((p) => (
            <Player key={p.playerId} p={p} top />
          ))}
          {home.lineup.starters.map((p) => (
            <Player key={p.playerId} p={p} top={false} />
          ))}
        </ul>
      </div>
      <div className={styles.benches}>
        <Bench name={home.name} lineup={home.lineup} />
        <Bench name={away.name} lineup={away.lineup} />
      </div>
    </div>
  );
}

export function LineupMissing() {
  return <EmptyTab text="首发阵容通常在开赛前一小时公布" />;
}
