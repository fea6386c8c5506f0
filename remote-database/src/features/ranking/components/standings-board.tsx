import type { LeagueItem } from '@jincheng/shared';
import { useResource } from '../../../lib/use-resource';
import { ResourceView } from '../../../ui/resource-view';
import { LeagueStandings } from '../../standings/components/league-standings';
import { getRankingStandings } from '../api/get-ranking-standings';

export interface StandingsBoardProps {
  league: LeagueItem;
}

/** 积分榜 of one big league. */
export function StandingsBoard({ league }: StandingsBoardProps) {
  const table = useResource(`ranking-standings:${league.id}`, () => getRankingStandings(league.id));
  return (
    <ResourceView resource={table} what="赛事" lines={12}>
      {(data) => <LeagueStandings league={data.league} season={data.season.name} rows={data.standings} />}
    </ResourceView>
  );
}
