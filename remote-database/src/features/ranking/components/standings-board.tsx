import type { LeagueItem } from '@jincheng/shared';
import { QueryView } from '../../../components/query-view';
import { LeagueStandings } from '../../../components/standings/league-standings';
import { rankingStandingsQuery } from '../api/queries';

export interface StandingsBoardProps {
  league: LeagueItem;
}

/** 积分榜 of one big league. */
export function StandingsBoard({ league }: StandingsBoardProps) {
  return (
    <QueryView query={rankingStandingsQuery(league.id)} what="赛事" lines={12}>
      {(data) => <LeagueStandings league={data.league} season={data.season.name} rows={data.standings} />}
    </QueryView>
  );
}
