import { PageTitle } from '../../components/page-title';
import { PlayerScreen } from './components/player-screen';

/** 篮球球员: /playerLq/:playerId/:teamId. */
export default function PlayerLqPage() {
  return (
    <>
      <PageTitle>篮球球员</PageTitle>
      <PlayerScreen sport="basketball" />
    </>
  );
}
