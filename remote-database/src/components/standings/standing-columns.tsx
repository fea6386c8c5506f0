import { percentText, visuallyHidden } from '@jincheng/shared';
import type { Sport, StandingRow } from '@jincheng/shared';
import type { StatColumn } from '../stat-table';
import { TeamName } from '../team-name';
import { zoneInfo } from '../../lib/standings/zones';
import { FormDots } from './form-dots';
import styles from './standings.module.css';

function TeamCell({ row, sport }: { row: StandingRow; sport: Sport }) {
  const zone = row.zone ? zoneInfo(row.zone) : null;
  return (
    <span className={styles.teamCell}>
      <span
        className={styles.rank}
        style={zone ? { background: zone.color, color: '#fff' } : undefined}
        title={zone?.legend}
      >
        {row.rank}
        {zone ? <span className={visuallyHidden}>（{zone.legend}）</span> : null}
      </span>
      <TeamName team={row.team} sport={sport} short />
    </span>
  );
}

const num = (key: keyof StandingRow, header: string, title?: string): StatColumn<StandingRow> => ({
  key,
  header,
  title,
  cell: (row) => String(row[key]),
  sortValue: (row) => row[key] as number,
});

const team = (sport: Sport): StatColumn<StandingRow> => ({
  key: 'rank',
  header: '排名 / 球队',
  cell: (row) => <TeamCell row={row} sport={sport} />,
  sortValue: (row) => row.rank,
  firstDirection: 'ascending',
});

const form: StatColumn<StandingRow> = {
  key: 'form',
  header: '近况',
  cell: (row) => <FormDots form={row.form} />,
};

export const FOOTBALL_COLUMNS: readonly StatColumn<StandingRow>[] = [
  team('football'),
  num('played', '赛', '已赛场次'),
  num('won', '胜'),
  num('drawn', '平'),
  num('lost', '负'),
  {
    key: 'goals',
    header: '进/失',
    title: '进球/失球',
    cell: (row) => `${row.goalsFor}/${row.goalsAgainst}`,
    sortValue: (row) => row.goalsFor,
  },
  {
    key: 'goalDifference',
    header: '净胜',
    title: '净胜球',
    cell: (row) => (row.goalDifference > 0 ? `+${row.goalDifference}` : String(row.goalDifference)),
    sortValue: (row) => row.goalDifference,
  },
  { ...num('points', '积分'), cell: (row) => <strong>{row.points}</strong>, pinned: true },
  form,
];

const perGame = (total: number, played: number) => (played ? (total / played).toFixed(1) : '-');

export const BASKETBALL_COLUMNS: readonly StatColumn<StandingRow>[] = [
  team('basketball'),
  num('played', '赛', '已赛场次'),
  num('won', '胜'),
  num('lost', '负'),
  {
    key: 'winPct',
    header: '胜率',
    cell: (row) => <strong>{percentText(row.winPct)}</strong>,
    sortValue: (row) => row.winPct,
    pinned: true,
  },
  {
    key: 'gamesBehind',
    header: '胜差',
    cell: (row) => (row.gamesBehind === 0 ? '-' : row.gamesBehind.toFixed(1)),
    sortValue: (row) => row.gamesBehind,
    firstDirection: 'ascending',
  },
  {
    key: 'avgFor',
    header: '场均得分',
    cell: (row) => perGame(row.goalsFor, row.played),
    sortValue: (row) => (row.played ? row.goalsFor / row.played : 0),
  },
  {
    key: 'avgAgainst',
    header: '场均失分',
    cell: (row) => perGame(row.goalsAgainst, row.played),
    sortValue: (row) => (row.played ? row.goalsAgainst / row.played : 0),
    firstDirection: 'ascending',
  },
  form,
];
