import { Link } from 'react-router-dom';
import {
  formatDate,
  type PlayerMatchLine,
  type Sport,
  INK_CLASS,
  inkStyle,
  EmptyState,
} from '@jincheng/shared';
import { matchHref } from '../../../lib/links';
import { Card } from '../../../components/card';
import { StatTable, type StatColumn } from '../../../components/stat-table';
import styles from './player.module.css';
import { emptyClasses } from '../../../components/state-look';

export interface PlayerMatchesProps {
  lines: readonly PlayerMatchLine[];
  sport: Sport;
}

const LINE_COLUMNS: Record<Sport, Array<[key: string, header: string]>> = {
  football: [
    ['goals', '进球'],
    ['assists', '助攻'],
    ['yellowCards', '黄牌'],
    ['redCards', '红牌'],
    ['minutes', '时间'],
  ],
  basketball: [
    ['points', '得分'],
    ['rebounds', '篮板'],
    ['assists', '助攻'],
    ['minutes', '时间'],
  ],
};

/** A league's short name in its colour, readable on the current theme's surface. */
function LeagueTag({ name, color }: { name: string; color: string }) {
  return (
    <span className={INK_CLASS} style={inkStyle(color)}>
      {name}
    </span>
  );
}

function score({ match }: PlayerMatchLine): string {
  const home = match.homeScore ?? '-';
  const away = match.awayScore ?? '-';
  return `${match.home.shortName} ${home}-${away} ${match.away.shortName}`;
}

function columns(sport: Sport, lines: readonly PlayerMatchLine[]): StatColumn<PlayerMatchLine>[] {
  // Only the figures the API reports for these matches (a line carries the keys that apply).
  const present = LINE_COLUMNS[sport].filter(([key]) => lines.some((l) => key in l.line));
  return [
    {
      key: 'date',
      header: '日期 / 赛事',
      cell: (l) => (
        <span className={styles.when}>
          <time dateTime={l.match.kickoff}>{formatDate(l.match.kickoff, 'YYYY-MM-DD')}</time>
          <LeagueTag name={l.match.league.shortName} color={l.match.league.color} />
        </span>
      ),
      sortValue: (l) => l.match.kickoff,
    },
    {
      key: 'match',
      header: '对阵',
      cell: (l) => (
        <Link to={matchHref(l.match)} className={styles.matchLink}>
          {score(l)}
        </Link>
      ),
    },
    ...present.map(([key, header]) => ({
      key,
      header,
      cell: (l: PlayerMatchLine) => String(l.line[key] ?? '-'),
      sortValue: (l: PlayerMatchLine) => l.line[key] ?? 0,
    })),
  ];
}

/** 近期比赛 with the player's line; each match opens its detail page. */
export function PlayerMatches({ lines, sport }: PlayerMatchesProps) {
  return (
    <Card title="近期比赛">
      {lines.length ? (
        <StatTable
          caption="近期比赛"
          hideCaption
          columns={columns(sport, lines)}
          rows={lines}
          rowKey={(l) => l.match.id}
          minWidth={520}
        />
      ) : (
        <EmptyState classes={emptyClasses}>暂无比赛记录</EmptyState>
      )}
    </Card>
  );
}
