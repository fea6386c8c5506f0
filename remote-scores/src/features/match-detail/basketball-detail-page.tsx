import { type BasketballMatchDetail, EmptyState, formatClock, periodLabel } from '@jincheng/shared';
import { ForecastPanel } from '../../components/forecast/forecast-panel';
import { OddsPanel } from '../../components/odds/odds-panel';
import type { LiveMatch } from '../../lib/live-feed/live-types';
import { AnalysisPanel } from './components/analysis-panel';
import { BoxScore } from './components/box-score';
import { CommentaryList } from './components/commentary-list';
import { emptyTabClasses } from './components/detail-look';
import { FanRatingsPanel } from './components/fan-ratings-panel';
import { QuarterTable } from './components/quarter-table';
import { ReportLink } from './components/report-link';
import { StatBars } from './components/stat-bars';
import { DetailFrame } from './detail-frame';
import { basketballStatRows } from './stat-rows';

const TABS = [
  { id: 'quarters', label: '比分' },
  { id: 'stats', label: '技术统计' },
  { id: 'players', label: '球员数据' },
  { id: 'ratings', label: '球迷评分' },
  { id: 'analysis', label: '分析' },
  { id: 'live', label: '文字直播' },
  { id: 'odds', label: '指数' },
  { id: 'model', label: '模型' },
] as const;

function renderTab(tab: string, d: BasketballMatchDetail, live: LiveMatch) {
  const m = d.match;
  switch (tab) {
    case 'stats':
      return d.teamStats ? (
        <StatBars
          rows={basketballStatRows(d.teamStats.home, d.teamStats.away)}
          leftName={m.away.name}
          rightName={m.home.name}
        />
      ) : (
        <EmptyState classes={emptyTabClasses}>比赛开始后这里显示球队技术统计</EmptyState>
      );
    case 'players':
      return d.boxScore ? (
        <>
          <BoxScore team={`${m.away.name}（客）`} rows={d.boxScore.away} />
          <BoxScore team={`${m.home.name}（主）`} rows={d.boxScore.home} />
        </>
      ) : (
        <EmptyState classes={emptyTabClasses}>比赛开始后这里显示球员数据</EmptyState>
      );
    case 'ratings':
      return (
        <FanRatingsPanel
          matchId={m.id}
          sides={[
            { side: 'away', name: `${m.away.name}（客）` },
            { side: 'home', name: `${m.home.name}（主）` },
          ]}
          computedLabel="效率"
          status={live.status}
        />
      );
    case 'analysis':
      return <AnalysisPanel match={m} analysis={d} />;
    case 'live':
      return (
        <CommentaryList
          lines={d.playByPlay.map((p) => ({
            id: p.id,
            time: `${periodLabel(p.period)} ${formatClock(p.clock)}`,
            text: p.text,
            score: p.side ? `${p.score.away}-${p.score.home}` : undefined,
            important: p.kind === 'score3',
          }))}
        />
      );
    case 'odds':
      return <OddsPanel matchId={m.id} sport="basketball" />;
    case 'model':
      return (
        <ForecastPanel matchId={m.id} sport="basketball" sides={{ home: m.home.name, away: m.away.name }} />
      );
    default:
      return (
        <>
          <ReportLink matchId={m.id} status={m.status} />
          <QuarterTable live={live} />
        </>
      );
  }
}

/** /basketballDetail/2/{id} — 篮球比赛详情. */
export default function BasketballDetailPage() {
  return (
    <DetailFrame<BasketballMatchDetail>
      sport="basketball"
      title="篮球比赛详情"
      tabs={TABS}
      renderTab={renderTab}
    />
  );
}
