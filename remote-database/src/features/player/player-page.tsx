import { PageTitle } from '../../components/page-title';
import { PlayerScreen } from './components/player-screen';

/** 足球球员: /player/:playerId/:teamId. */
export default function PlayerPage() {
  return (
    <>
      <PageTitle>足球球员</PageTitle>
      <PlayerScreen sport="football" />
    </>
  );
}
