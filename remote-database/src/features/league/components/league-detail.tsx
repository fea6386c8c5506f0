import { useSearchParams } from 'react-router-dom';
import type { LeagueDetailData } from '@jincheng/shared';
import { useResource } from '../../../lib/use-resource';
import { Card } from '../../../ui/card';
import { QueryTabs, type QueryTab } from '../../../ui/query-tabs';
import { ResourceView } from '../../../ui/resource-view';
import { LeagueStandings } from '../../standings/components/league-standings';
import { getLeague } from '../api/get-league';
import { KnockoutTab } from './knockout-tab';
import { LeadersTab } from './leaders-tab';
import { LeagueHeader } from './league-header';
import { ScheduleTab } from './schedule-tab';

export interface LeagueDetailProps {
  /** null: the `id` query is not a valid id (shown as not found). */
  id: number | null;
}

function tabsFor({ league, knockout }: LeagueDetailData): QueryTab[] {
  if (league.sport === 'basketball')
    return [
      { value: 'standings', label: '排名' },
      { value: 'schedule', label: '赛程' },
      { value: 'leaders', label: '数据榜' },
    ];
  return [
    { value: 'standings', label: league.kind === 'cup' ? '联赛阶段' : '积分榜' },
    ...(knockout ? [{ value: 'knockout', label: '淘汰赛' }] : []),
    { value: 'schedule', label: '赛程' },
    { value: 'leaders', label: '射手榜/助攻榜' },
  ];
}

function Detail({ detail }: { detail: LeagueDetailData }) {
  const [params] = useSearchParams();
  const tabs = tabsFor(detail);
  const tab = tabs.find((t) => t.value === params.get('tab'))?.value ?? 'standings';
  return (
    <>
      <LeagueHeader detail={detail} />
      <QueryTabs label="赛事资料" param="tab" tabs={tabs} current={tab} reset={['round', 'type']} />
      {tab === 'schedule' ? <ScheduleTab detail={detail} /> : null}
      {tab === 'leaders' ? <LeadersTab detail={detail} /> : null}
      {tab === 'knockout' ? <KnockoutTab detail={detail} /> : null}
      {tab === 'standings' ? (
        <Card title={tabs[0]?.label ?? '积分榜'}>
          <LeagueStandings league={detail.league} season={detail.season.name} rows={detail.standings} />
        </Card>
      ) : null}
    </>
  );
}

/** /league?id=: header, then 积分榜 / 淘汰赛 / 赛程 / 球员榜 by the `tab` query parameter. */
export function LeagueDetail({ id }: LeagueDetailProps) {
  const league = useResource(id === null ? null : `league:${id}`, () => getLeague(id as number));
  return (
    <ResourceView resource={league} what="赛事" lines={12}>
      {(detail) => <Detail detail={detail} />}
    </ResourceView>
  );
}
