import { zoneInfo } from '../../lib/standings/zones';
import styles from './standings.module.css';

export interface ZoneLegendProps {
  zones: readonly string[];
}

export function ZoneLegend({ zones }: ZoneLegendProps) {
  if (zones.length === 0) return null;
  return (
    <ul className={styles.legend} aria-label="排名区间说明">
      {zones.map((zone) => (
        <li key={zone}>
          <span className={styles.swatch} style={{ background: zoneInfo(zone).color }} aria-hidden="true" />
          {zoneInfo(zone).legend}
        </li>
      ))}
    </ul>
  );
}
