import { EmptyState } from '@jincheng/shared';
import type { CSSProperties } from 'react';
import type { Sport, StandingRow } from '@jincheng/shared';
import { StatTable } from '../stat-table';
import { zoneInfo, zonesOf } from '../../lib/standings/zones';
import { BASKETBALL_COLUMNS, FOOTBALL_COLUMNS } from './standing-columns';
import { ZoneLegend } from './zone-legend';
import styles from './standings.module.css';
import { emptyClasses } from '../state-look';

export interface StandingsTableProps {
  rows: readonly StandingRow[];
  sport: Sport;
  caption: string;
  hideCaption?: boolean;
}

/** A league table: zone colour bands on the rank, a legend for them, sortable columns. */
export function StandingsTable({ rows, sport, caption, hideCaption }: StandingsTableProps) {
  if (rows.length === 0) return <EmptyState classes={emptyClasses}>该赛事暂无积分榜</EmptyState>;
  return (
    <div className={styles.wrap}>
      <StatTable
        caption={caption}
        hideCaption={hideCaption}
        columns={sport === 'basketball' ? BASKETBALL_COLUMNS : FOOTBALL_COLUMNS}
        rows={rows}
        rowKey={(row) => row.team.id}
        rowClassName={(row) => (row.zone ? styles.zoned : undefined)}
        rowStyle={(row) =>
          row.zone ? ({ '--zone-color': zoneInfo(row.zone).color } as CSSProperties) : undefined
        }
        minWidth={sport === 'basketball' ? 640 : 600}
      />
      <ZoneLegend zones={zonesOf(rows)} />
    </div>
  );
}
