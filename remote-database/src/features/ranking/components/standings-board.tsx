import { QueryView } from '@jincheng/shared';
import type { LeagueItem } from '@jincheng/shared';
import { LeagueStandings } from '../../../components/standings/league-standings';
import { rankingStandingsQuery } from '../api/queries';
import { queryStates } from '../../../components/state-look';

export interface StandingsBoardProps {
  league: LeagueItem;
}

/** 积分榜 of one big league. */
export function StandingsBoard({ league }: StandingsBoardProps) {
  return (
    <QueryView query={rankingStandingsQuery(league.id)} {...queryStates('赛事', { lines: 12 })}>
      {(data) => <LeagueStandings league={data.league} season={data.season.name} rows={data.standings} />}
    </QueryView>
  );
}
