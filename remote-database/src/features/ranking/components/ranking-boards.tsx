import { useSearchParams } from 'react-router-dom';
import { useResource } from '../../../lib/use-resource';
import { Card } from '../../../ui/card';
import { QueryTabs } from '../../../ui/query-tabs';
import { ResourceView } from '../../../ui/resource-view';
import { getLeagueTrees, type LeagueTrees } from '../../league/api/get-league-trees';
import { pickLeague, rankingLeagues } from '../lib/ranking-leagues';
import { ExpertsBoard } from './experts-board';
import { PlayersBoard } from './players-board';
import { StandingsBoard } from './standings-board';

const BOARDS = [
  { value: 'standings', label: '积分榜' },
  { value: 'players', label: '球员榜' },
  { value: 'experts', label: '专家榜' },
] as const;

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
  const trees = useResource('league-trees', getLeagueTrees);
  return (
    <ResourceView resource={trees} what="赛事" lines={12}>
      {(data) => <LeagueBoards trees={data} board={board} />}
    </ResourceView>
  );
}

/** /ranking: `board` = standings | players | experts, with `league`, `type` and `sort` (docs/database.md). */
export function RankingBoards() {
  const [params] = useSearchParams();
  const board = BOARDS.find((b) => b.value === params.get('board'))?.value ?? 'standings';
  return (
    <>
      <QueryTabs label="榜单" param="board" tabs={BOARDS} current={board} reset={['type', 'sort']} />
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
