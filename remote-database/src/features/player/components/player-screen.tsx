import { parseId, NotFoundState, QueryView } from '@jincheng/shared';
import { Link, useParams } from 'react-router-dom';
import type { PlayerDetailData, Sport } from '@jincheng/shared';
import { playerHref } from '../../../lib/links';
import { playerQuery } from '../api/queries';
import { playerSport } from '../lib/player-sport';
import { PlayerCareer } from './player-career';
import { PlayerMatches } from './player-matches';
import { PlayerProfile } from './player-profile';
import { PlayerSeason } from './player-season';
import { PlayerCompare } from './player-compare';
import { notFoundProps, queryStates } from '../../../components/state-look';

export interface PlayerScreenProps {
  /** The route's sport: /player is football, /playerLq basketball. */
  sport: Sport;
}

function Player({ data, sport }: { data: PlayerDetailData; sport: Sport }) {
  const actual = playerSport(data);
  if (actual !== sport)
    return (
      <NotFoundState
        {...notFoundProps(
          sport === 'basketball' ? '篮球球员' : '足球球员',
          <>
            {data.player.name}是{actual === 'basketball' ? '篮球' : '足球'}球员，
            <Link to={playerHref(actual, data.player.id, data.team.id)}>前往球员页</Link>。
          </>,
        )}
      />
    );
  return (
    <>
      <PlayerProfile data={data} sport={sport} />
      <PlayerSeason stats={data.seasonStats} sport={sport} />
      <PlayerCareer career={data.career} sport={sport} />
      <PlayerCompare playerId={data.player.id} sport={sport} />
      <PlayerMatches lines={data.recentMatches} sport={sport} />
    </>
  );
}

/**
 * A player's page. The route's `teamId` names the team the visitor came from; the page shows the team the
 * API has for the player (the same one unless he has moved).
 */
export function PlayerScreen({ sport }: PlayerScreenProps) {
  const id = parseId(useParams().playerId);
  if (id === null) return <NotFoundState {...notFoundProps('球员')} />;
  return (
    <QueryView query={playerQuery(id)} {...queryStates('球员', { lines: 12 })}>
      {(data) => <Player data={data} sport={sport} />}
    </QueryView>
  );
}
