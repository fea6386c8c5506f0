import { QueryView } from '@jincheng/shared';
import { useSearchParams } from 'react-router-dom';
import { Card } from '../../../components/card';
import { QueryTabs } from '../../../components/query-tabs';
import type { LeagueTrees } from '../../../api/queries';
import { leagueTreesQuery } from '../../../api/queries';
import { RANKING_BOARDS, pickBoardName, pickLeague, rankingLeagues } from '../lib/ranking-leagues';
import { ExpertsBoard } from './experts-board';
import { PlayersBoard } from './players-board';
import { StandingsBoard } from './standings-board';
import { queryStates } from '../../../components/state-look';

function LeagueBoards({ trees, board }: { trees: LeagueTrees; board: 'standings' | 'players' }) {
  const [params] = useSearchParams();
  const leagues = rankingLeagues(trees);
  const league = pickLeague(leagues, params.get('league'));
  if (!league) return null;
  return (
    <Card
      title={`${league.shortName} ${board === 'standings' ? '积分榜' : '球员榜'}`}
      actions={
        <QueryTabs
          label="选择联赛"
          param="league"
          variant="chips"
          current={String(league.id)}
          reset={['type']}
          tabs={leagues.map((l) => ({ value: String(l.id), label: l.shortName }))}
        />
      }
    >
      {board === 'standings' ? <StandingsBoard league={league} /> : <PlayersBoard league={league} />}
    </Card>
  );
}

function LeagueBoardsLoader({ board }: { board: 'standings' | 'players' }) {
  return (
    <QueryView query={leagueTreesQuery()} {...queryStates('赛事', { lines: 12 })}>
      {(data) => <LeagueBoards trees={data} board={board} />}
    </QueryView>
  );
}

/** /ranking: `board` = standings | players | experts, with `league`, `type` and `sort` (docs/database.md). */
export function RankingBoards() {
  const [params] = useSearchParams();
  const board = pickBoardName(params.get('board'));
  return (
    <>
      <QueryTabs label="榜单" param="board" tabs={RANKING_BOARDS} current={board} reset={['type', 'sort']} />
      {board === 'experts' ? (
        <Card title="专家榜">
          <ExpertsBoard />
        </Card>
      ) : (
        <LeagueBoardsLoader board={board} />
      )}
    </>
  );
}
