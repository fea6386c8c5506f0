import { EmptyState } from '@jincheng/shared';
import { Link } from 'react-router-dom';
import type { SquadPlayer, Sport } from '@jincheng/shared';
import { playerHref } from '../../../lib/links';
import { Card } from '../../../components/card';
import { StatTable, type StatColumn } from '../../../components/stat-table';
import { groupByPosition } from '../lib/positions';
import cell from '../../../components/player-cell.module.css';
import styles from './team.module.css';
import { emptyClasses } from '../../../components/state-look';

export interface SquadTableProps {
  squad: readonly SquadPlayer[];
  sport: Sport;
  teamId: number;
}

const one = (n: number) => n.toFixed(1);

/** The season columns: football goals and assists, basketball per-game points, rebounds and assists. */
function seasonColumns(sport: Sport): StatColumn<SquadPlayer>[] {
  const apps: StatColumn<SquadPlayer> = {
    key: 'apps',
    header: '出场',
    title: '本赛季联赛出场（首发）',
    cell: (p) => `${p.season.appearances}（${p.season.starts}）`,
    sortValue: (p) => p.season.appearances,
  };
  if (sport === 'basketball')
    return [
      apps,
      {
        key: 'ppg',
        header: '得分',
        title: '场均得分',
        cell: (p) => one(p.season.points),
        sortValue: (p) => p.season.points,
      },
      {
        key: 'rpg',
        header: '篮板',
        title: '场均篮板',
        cell: (p) => one(p.season.rebounds),
        sortValue: (p) => p.season.rebounds,
      },
      {
        key: 'apg',
        header: '助攻',
        title: '场均助攻',
        cell: (p) => one(p.season.assistsPerGame),
        sortValue: (p) => p.season.assistsPerGame,
      },
    ];
  return [
    apps,
    { key: 'goals', header: '进球', cell: (p) => String(p.season.goals), sortValue: (p) => p.season.goals },
    {
      key: 'assists',
      header: '助攻',
      cell: (p) => String(p.season.assists),
      sortValue: (p) => p.season.assists,
    },
  ];
}

function columns(sport: Sport, teamId: number): StatColumn<SquadPlayer>[] {
  return [
    {
      key: 'number',
      header: '号码 / 球员',
      cell: (p) => (
        <span className={cell.player}>
          <span className={styles.shirt}>{p.number}</span>
          <Link to={playerHref(sport, p.id, teamId)}>{p.name}</Link>
        </span>
      ),
      sortValue: (p) => p.number,
      firstDirection: 'ascending',
    },
    // The season line first: on a narrow column the profile facts are the ones scrolled to.
    ...seasonColumns(sport),
    // An unknown age or height (a real player the people table has no figure for) reads — and sorts below every known one.
    {
      key: 'age',
      header: '年龄',
      cell: (p) => (p.age === null ? '—' : String(p.age)),
      sortValue: (p) => p.age ?? -1,
    },
    {
      key: 'height',
      header: '身高',
      cell: (p) => (p.height === null ? '—' : `${p.height}cm`),
      sortValue: (p) => p.height ?? -1,
    },
    { key: 'nationality', header: '国籍', cell: (p) => p.nationality, sortValue: (p) => p.nationality },
  ];
}

/** 阵容: one table per position; names open the player page with this team's id. */
export function SquadTable({ squad, sport, teamId }: SquadTableProps) {
  const groups = groupByPosition(sport, squad);
  return (
    <Card title={`阵容（${squad.length}人）`}>
      {groups.length === 0 ? <EmptyState classes={emptyClasses}>暂无阵容信息</EmptyState> : null}
      {groups.map((group) => (
        <div key={group.position} className={styles.group}>
          <StatTable
            caption={`${group.position}（${group.players.length}）`}
            columns={columns(sport, teamId)}
            rows={group.players}
            rowKey={(p) => p.id}
            minWidth={sport === 'basketball' ? 600 : 540}
          />
        </div>
      ))}
    </Card>
  );
}
