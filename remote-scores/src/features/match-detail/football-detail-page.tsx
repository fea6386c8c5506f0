import { EmptyState } from '@jincheng/shared';
import type { FootballMatchDetail } from '@jincheng/shared';
import { AnalysisPanel } from './components/analysis-panel';
import { CommentaryList } from './components/commentary-list';
import { emptyTabClasses } from './components/detail-look';
import { EventTimeline } from './components/event-timeline';
import { FanRatingsPanel } from './components/fan-ratings-panel';
import { IntelligencePanel } from './components/intelligence-panel';
import { ForecastPanel } from '../../components/forecast/forecast-panel';
import { OddsPanel } from '../../components/odds/odds-panel';
import { LineupMissing, LineupPitch } from './components/lineup-pitch';
import { MomentumGraph } from './components/momentum-graph';
import { ReportLink } from './components/report-link';
import { ShotMap } from './components/shot-map';
import { StatBars } from './components/stat-bars';
import { footballStatRows } from './stat-rows';
import { DetailFrame } from './detail-frame';
import type { LiveMatch } from '../../lib/live-feed/live-types';

const TABS = [
  { id: 'events', label: '赛况' },
  { id: 'stats', label: '技术统计' },
  { id: 'lineups', label: '阵容' },
  { id: 'ratings', label: '球迷评分' },
  { id: 'analysis', label: '分析' },
  { id: 'live', label: '文字直播' },
  { id: 'intel', label: '情报' },
  { id: 'odds', label: '指数' },
  { id: 'model', label: '模型' },
] as const;

/** Tabs a past season's real result has nothing for: only its score is known (sport/history). */
const PLAYED_TABS = new Set(['events', 'stats', 'lineups', 'ratings', 'live']);

function renderTab(tab: string, d: FootballMatchDetail, live: LiveMatch) {
  const m = d.match;
  if (d.resultOnly && PLAYED_TABS.has(tab))
    return (
      <EmptyState classes={emptyTabClasses}>
        {d.simulatedAfter
          ? '模拟赛果只有比分，没有比赛事件、技术统计和阵容；可在「分析」查看交锋与近况'
          : '往季真实赛果只记录比分（来源：openfootball 开放数据），没有比赛事件、技术统计和阵容；可在「分析」查看交锋与近况'}
      </EmptyState>
    );
  switch (tab) {
    case 'stats':
      return d.stats ? (
        <>
          <StatBars rows={footballStatRows(d.stats)} leftName={m.home.name} rightName={m.away.name} />
          <ShotMap shots={d.shots} homeName={m.home.shortName} awayName={m.away.shortName} />
        </>
      ) : (
        <EmptyState classes={emptyTabClasses}>比赛开始后这里显示技术统计</EmptyState>
      );
    case 'lineups':
      return d.lineups ? (
        <LineupPitch
          home={{ name: m.home.name, lineup: d.lineups.home }}
          away={{ name: m.away.name, lineup: d.lineups.away }}
          best={d.bestPlayer}
          finished={m.status === 'finished'}
        />
      ) : (
        <LineupMissing />
      );
    case 'ratings':
      return (
        <FanRatingsPanel
          matchId={m.id}
          sides={[
            { side: 'home', name: m.home.name },
            { side: 'away', name: m.away.name },
          ]}
          computedLabel="评分"
          status={live.status}
        />
      );
    case 'analysis':
      return <AnalysisPanel match={m} analysis={d} />;
    case 'live':
      return (
        <CommentaryList
          lines={d.commentary.map((e) => ({
            id: e.id,
            time: e.kind === 'kickoff' ? '开赛' : e.minuteLabel,
            text: e.text,
            important: ['goal', 'penalty', 'own_goal', 'red', 'second_yellow', 'var'].includes(e.kind),
          }))}
        />
      );
    case 'intel':
      return <IntelligencePanel matchId={m.id} />;
    case 'odds':
      return <OddsPanel matchId={m.id} />;
    case 'model':
      return (
        <ForecastPanel matchId={m.id} sport="football" sides={{ home: m.home.name, away: m.away.name }} />
      );
    default:
      return (
        <>
          <ReportLink matchId={m.id} status={m.status} />
          <MomentumGraph
            momentum={d.momentum}
            events={d.events}
            homeName={m.home.shortName}
            awayName={m.away.shortName}
          />
          <EventTimeline events={d.events} />
        </>
      );
  }
}

/** /matchDetail/1/{id} — 足球比赛详情. */
export default function FootballDetailPage() {
  return (
    <DetailFrame<FootballMatchDetail>
      sport="football"
      title="足球比赛详情"
      tabs={TABS}
      renderTab={renderTab}
    />
  );
}
