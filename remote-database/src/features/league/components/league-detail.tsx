import { NotFoundState, QueryView } from '@jincheng/shared';
import { Link, useSearchParams } from 'react-router-dom';
import type { LeagueDetailData } from '@jincheng/shared';
import { Card } from '../../../components/card';
import { QueryTabs } from '../../../components/query-tabs';
import { LeagueStandings } from '../../../components/standings/league-standings';
import { leagueQuery } from '../api/queries';
import { pickTab, tabsFor } from '../lib/league-tabs';
import { KnockoutTab } from './knockout-tab';
import { LeadersTab } from './leaders-tab';
import { NbaCupTab } from './nba-cup-tab';
import { LeagueHeader } from './league-header';
import { ScheduleTab } from './schedule-tab';
import { SeasonSwitcher } from './season-switcher';
import { notFoundProps, queryStates } from '../../../components/state-look';

export interface LeagueDetailProps {
  /** null: the `id` query is not a valid id (shown as not found). */
  id: number | null;
}

function Detail({ detail }: { detail: LeagueDetailData }) {
  const [params] = useSearchParams();
  const tabs = tabsFor(detail);
  const tab = pickTab(detail, params.get('tab'));
  return (
    <>
      <LeagueHeader detail={detail} />
      <SeasonSwitcher detail={detail} />
      <QueryTabs label="赛事资料" param="tab" tabs={tabs} current={tab} reset={['round', 'type']} />
      {tab === 'schedule' ? <ScheduleTab detail={detail} /> : null}
      {tab === 'leaders' ? <LeadersTab detail={detail} /> : null}
      {tab === 'knockout' ? <KnockoutTab detail={detail} /> : null}
      {tab === 'cup' && detail.nbaCup ? <NbaCupTab cup={detail.nbaCup} /> : null}
      {tab === 'standings' ? (
        <Card title={tabs[0]?.label ?? '积分榜'}>
          <LeagueStandings league={detail.league} season={detail.season.name} rows={detail.standings} />
        </Card>
      ) : null}
    </>
  );
}

/**
 * /league?id=: header, season switcher, then 积分榜 / 淘汰赛 / 赛程 / 球员榜 by the `tab` query parameter;
 * `season` picks a past season (2024-25), and one the league does not have is not found, with a way back.
 */
export function LeagueDetail({ id }: LeagueDetailProps) {
  const [params] = useSearchParams();
  const season = params.get('season');
  if (id === null) return <NotFoundState {...notFoundProps('赛事')} />;
  return (
    <QueryView
      query={leagueQuery(id, season)}
      {...queryStates(season === null ? '赛事' : '赛季', {
        lines: 12,
        notFound:
          season === null ? undefined : (
            <>
              该赛事没有{season}赛季的数据。<Link to={`/league?id=${id}`}>查看本赛季</Link>
            </>
          ),
      })}
    >
      {(detail) => <Detail detail={detail} />}
    </QueryView>
  );
}
