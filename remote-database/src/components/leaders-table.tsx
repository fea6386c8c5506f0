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
  /** The API's minimum of appearances for an average board (stated under the table); null for totals. */
  minPlayed?: number | null;
}

function columns(sport: Sport, board: LeaderBoard): StatColumn<PlayerLeaderRow>[] {
  const list: StatColumn<PlayerLeaderRow>[] = [
    {
      key: 'rank',
      header: '排名 / 球员',
      cell: (row) => (
        <span className={cell.player}>
          <span className={`${badge.rank} ${row.rank <= 3 ? badge.top : ''}`}>{row.rank}</span>
          <Link to={playerHref(sport, row.playerId, row.team.id)}>{row.name}</Link>
        </span>
      ),
      sortValue: (row) => row.rank,
      firstDirection: 'ascending',
    },
    { key: 'team', header: '球队', cell: (row) => <TeamName team={row.team} sport={sport} short /> },
    {
      key: 'value',
      header: board.value,
      cell: (row) => <strong>{row.value.toFixed(board.digits)}</strong>,
      sortValue: (row) => row.value,
    },
    { key: 'played', header: '出场', cell: (row) => String(row.played), sortValue: (row) => row.played },
  ];
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
export function LeadersTable({ rows, sport, board, caption, minPlayed = null }: LeadersTableProps) {
  const note = board.note?.(minPlayed);
  if (rows.length === 0)
    return (
      <>
        <EmptyState classes={emptyClasses}>暂无{board.label}数据</EmptyState>
        {note && <p className={cell.note}>{note}</p>}
      </>
    );
  return (
    <>
      <StatTable
        caption={caption}
        hideCaption
        columns={columns(sport, board)}
        rows={rows}
        rowKey={(row) => row.playerId}
        minWidth={480}
      />
      {note && <p className={cell.note}>{note}</p>}
    </>
  );
}
