import { EmptyState } from '@jincheng/shared';
import { Link } from 'react-router-dom';
import type { PlayerLeaderRow, Sport } from '@jincheng/shared';
import { playerHref } from '../lib/links';
import { StatTable, type StatColumn } from './stat-table';
import { TeamName } from './team-name';
import type { LeaderBoard } from '../lib/leader-types';
import badge from './rank-badge.module.css';
import cell from './player-cell.module.css';
import { emptyClasses } from './state-look';

export interface LeadersTableProps {
  rows: readonly PlayerLeaderRow[];
  sport: Sport;
  board: LeaderBoard;
  caption: string;
}

function columns(
  sport: Sport,
  board: LeaderBoard,
  rows: readonly PlayerLeaderRow[],
): StatColumn<PlayerLeaderRow>[] {
  const list: StatColumn<PlayerLeaderRow>[] = [
    {
      key: 'rank',
      header: '排名 / 球员',
      cell: (row) => (
        <span className={cell.player}>
          <span className={`${badge.rank} ${row.rank <= 3 ? badge.top : ''}`}>{row.rank}</span>
          {row.playerId === null || row.playerTeamId === null ? (
            <span>{row.name}</span>
          ) : (
            <Link to={playerHref(sport, row.playerId, row.playerTeamId)}>{row.name}</Link>
          )}
        </span>
      ),
      sortValue: (row) => row.rank,
      firstDirection: 'ascending',
    },
    // The board's figure beside the name: on a 375 px phone the table scrolls sideways from the third column
    // on, and the points or goals are what the board is for.
    {
      key: 'value',
      header: board.value,
      cell: (row) => <strong>{row.value.toFixed(board.digits)}</strong>,
      sortValue: (row) => row.value,
    },
    {
      key: 'team',
      header: '球队',
      cell: (row) => (row.team ? <TeamName team={row.team} sport={sport} short /> : row.teamName),
    },
  ];
  // A past season's real board gives no games: no 出场 and no 场均 columns then.
  if (rows.every((row) => row.played === null)) return list;
  list.push({
    key: 'played',
    header: '出场',
    cell: (row) => (row.played === null ? '-' : String(row.played)),
    sortValue: (row) => row.played ?? 0,
  });
  if (sport === 'football' && board.perGame)
    list.push({
      key: 'perGame',
      header: '场均',
      title: `场均${board.value}`,
      cell: (row) => (row.played ? (row.value / row.played).toFixed(2) : '-'),
      sortValue: (row) => (row.played ? row.value / row.played : 0),
    });
  return list;
}

/** A player leader board (射手榜, 助攻榜, 得分榜 …); names link to the player with this team's id. */
export function LeadersTable({ rows, sport, board, caption }: LeadersTableProps) {
  if (rows.length === 0) return <EmptyState classes={emptyClasses}>暂无{board.label}数据</EmptyState>;
  return (
    <StatTable
      caption={caption}
      hideCaption
      columns={columns(sport, board, rows)}
      rows={rows}
      rowKey={(row) => `${row.rank}-${row.name}`}
      minWidth={rows.every((row) => row.played === null) ? 320 : 480}
    />
  );
}
