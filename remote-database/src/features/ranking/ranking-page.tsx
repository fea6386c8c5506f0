import { PageTitle } from '../../components/page-title';
import { RankingBoards } from './components/ranking-boards';

/** 排行榜: 积分榜 of the big leagues, player leaders and the expert leaderboard. */
export default function RankingPage() {
  return (
    <>
      <PageTitle>排行榜</PageTitle>
      <RankingBoards />
    </>
  );
}
