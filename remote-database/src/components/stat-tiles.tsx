import styles from './stat-tiles.module.css';

export type StatTile = readonly [label: string, value: string];

export interface StatTilesProps {
  tiles: readonly StatTile[];
}

/** Season figures as label/value tiles. */
export function StatTiles({ tiles }: StatTilesProps) {
  return (
    <dl className={styles.tiles}>
      {tiles.map(([label, value]) => (
        <div key={label} className={styles.tile}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
