import { formatDate, type NbaCupData, type NbaCupGroup, type NbaCupRow } from '@jincheng/shared';
import { Card } from '../../../components/card';
import { StatTable, type StatColumn } from '../../../components/stat-table';
import { TeamName } from '../../../components/team-name';
import { KnockoutTieRow } from './knockout-tie';
import styles from './nba-cup.module.css';
import knockoutStyles from './knockout.module.css';

const THROUGH: Record<NonNullable<NbaCupRow['through']>, string> = { winner: '小组第一', wildcard: '外卡' };

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

const COLUMNS: readonly StatColumn<NbaCupRow>[] = [
  {
    key: 'rank',
    header: '排名 / 球队',
    cell: (row) => (
      <span className={styles.team}>
        <span className={styles.rank}>{row.rank}</span>
        <TeamName team={row.team} sport="basketball" short />
        {row.through ? <span className={styles.through}>{THROUGH[row.through]}</span> : null}
      </span>
    ),
  },
  { key: 'won', header: '胜', cell: (row) => row.won },
  { key: 'lost', header: '负', cell: (row) => row.lost },
  {
    key: 'diff',
    header: '净胜分',
    title: '小组赛净胜分',
    cell: (row) => signed(row.pointsFor - row.pointsAgainst),
  },
  { key: 'for', header: '得分', title: '小组赛总得分', cell: (row) => row.pointsFor },
];

function GroupTable({ group }: { group: NbaCupGroup }) {
  return (
    <div className={styles.group}>
      <StatTable
        caption={`NBA杯 ${group.name}${group.done ? '（已结束）' : ''}`}
        columns={COLUMNS}
        rows={group.rows}
        rowKey={(row) => row.team.id}
        minWidth={320}
      />
    </div>
  );
}

const STATE = { done: '已结束', live: '进行中', upcoming: '未开始' } as const;

/**
 * The NBA's in-season tournament: the six group tables (their games are regular-season games), the draw's
 * note and rules, then the eight-team knock-out with its open places named until they are decided.
 */
export function NbaCupTab({ cup }: { cup: NbaCupData }) {
  const nights = cup.groupNights.map((d) => `${Number(d.slice(5, 7))}月${Number(d.slice(8))}日`).join('、');
  return (
    <div className={knockoutStyles.rounds}>
      <Card title={`${cup.name} 小组赛`}>
        <p className={styles.note}>{cup.drawNote}</p>
        <p className={styles.note}>小组赛比赛日（北京时间）：{nights}</p>
        <div className={styles.groups}>
          {cup.groups.map((group) => (
            <GroupTable key={group.name} group={group} />
          ))}
        </div>
        <ul className={styles.rules} aria-label="NBA杯赛制">
          {cup.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </Card>
      {cup.knockout.map((round) => (
        <Card
          key={round.stage}
          title={`${cup.name} ${round.name}`}
          actions={
            <span className={knockoutStyles.when}>
              <span className={knockoutStyles[round.state]}>{STATE[round.state]}</span>{' '}
              {round.legs.map((l) => formatDate(l.from, 'MM-DD')).join(' · ')}
            </span>
          }
        >
          <ol className={knockoutStyles.ties} aria-label={`NBA杯 ${round.name}对阵`}>
            {round.ties.map((tie, i) => (
              <KnockoutTieRow
                key={tie.high?.team.id ?? `open-${i}`}
                tie={tie}
                sport="basketball"
                seedTitle="NBA杯分区种子"
                single
              />
            ))}
          </ol>
        </Card>
      ))}
    </div>
  );
}
