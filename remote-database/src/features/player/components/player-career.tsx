import { EmptyState, type PlayerCareerSeason, type Sport } from '@jincheng/shared';
import { Card } from '../../../components/card';
import { StatTable, type StatColumn } from '../../../components/stat-table';
import { emptyClasses } from '../../../components/state-look';
import styles from './player.module.css';

export interface PlayerCareerProps {
  career: readonly PlayerCareerSeason[];
  sport: Sport;
}

const int = (n: number | null) => (n === null ? '—' : String(n));
const one = (n: number | null) => (n === null ? '—' : n.toFixed(1));

/** A basketball per-game column: one decimal, — when the source has no figure, 场均… for screen readers. */
function perGame(
  key: string,
  header: string,
  value: (c: PlayerCareerSeason) => number | null,
): StatColumn<PlayerCareerSeason> {
  return { key, header, title: `场均${header}`, cell: (c) => one(value(c)), sortValue: (c) => value(c) ?? 0 };
}

function columns(sport: Sport): StatColumn<PlayerCareerSeason>[] {
  const head: StatColumn<PlayerCareerSeason>[] = [
    {
      key: 'season',
      header: '赛季',
      cell: (c) => (c.current ? `${c.season}（本赛季）` : c.season),
      sortValue: (c) => c.season,
    },
    { key: 'club', header: '球队', cell: (c) => (c.league ? `${c.club} · ${c.league}` : c.club) },
    { key: 'apps', header: '出场', cell: (c) => int(c.appearances), sortValue: (c) => c.appearances ?? 0 },
    { key: 'starts', header: '首发', cell: (c) => int(c.starts), sortValue: (c) => c.starts ?? 0 },
  ];
  if (sport === 'basketball')
    return [
      ...head,
      perGame('mpg', '时间', (c) => c.minutes),
      perGame('ppg', '得分', (c) => c.points),
      perGame('rpg', '篮板', (c) => c.rebounds),
      perGame('apg', '助攻', (c) => c.assistsPerGame),
    ];
  return [
    ...head,
    { key: 'goals', header: '进球', cell: (c) => int(c.goals), sortValue: (c) => c.goals ?? 0 },
    { key: 'assists', header: '助攻', cell: (c) => int(c.assists), sortValue: (c) => c.assists ?? 0 },
  ];
}

/**
 * 生涯数据: this season (the sums of his match lines) and the past seasons a public source has, each with its
 * source; 暂无 when no source has his past seasons (nothing is made up).
 */
export function PlayerCareer({ career, sport }: PlayerCareerProps) {
  const past = career.filter((c) => !c.current);
  const sources = [...new Set(past.map((c) => c.source).filter(Boolean))];
  return (
    <Card title="生涯数据">
      <StatTable
        caption="生涯各赛季数据"
        hideCaption
        columns={columns(sport)}
        rows={career}
        rowKey={(c) => `${c.season}-${c.club}`}
        minWidth={sport === 'basketball' ? 560 : 480}
      />
      {past.length === 0 ? (
        <EmptyState classes={emptyClasses}>暂无往季数据：还没有该球员往季的可核实公开数据。</EmptyState>
      ) : (
        <p className={styles.source}>
          {sport === 'basketball' ? '往季为场均数据。' : ''}来源：{sources.join('；')}
        </p>
      )}
    </Card>
  );
}
