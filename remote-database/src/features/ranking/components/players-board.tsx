import { QueryView } from '@jincheng/shared';
import { useSearchParams } from 'react-router-dom';
import type { LeagueItem } from '@jincheng/shared';
import { QueryTabs } from '../../../components/query-tabs';
import { LeadersTable } from '../../../components/leaders-table';
import { leaderBoards, pickBoard } from '../../../lib/leader-types';
import { rankingPlayersQuery } from '../api/queries';
import styles from './ranking.module.css';
import cell from '../../../components/player-cell.module.css';
import { queryStates } from '../../../components/state-look';

export interface PlayersBoardProps {
  league: LeagueItem;
}

/**
 * 球员榜: 射手/助攻/预期进球/评分/零封 (football) or 得分/篮板/助攻/抢断/盖帽/三分 (basketball); the list is the
 * `type` query parameter, the API's note (what the board sums, its minimum of games) under it.
 */
export function PlayersBoard({ league }: PlayersBoardProps) {
  const [params] = useSearchParams();
  const board = pickBoard(league.sport, params.get('type'));
  return (
    <>
      <div className={styles.subTabs}>
        <QueryTabs
          label="球员榜类型"
          param="type"
          variant="chips"
          current={board.type}
          tabs={leaderBoards(league.sport).map((b) => ({ value: b.type, label: b.label }))}
        />
      </div>
      <QueryView query={rankingPlayersQuery(league.id, board.type)} {...queryStates('榜单', { lines: 10 })}>
        {(page) => (
          <>
            <LeadersTable
              rows={page.list}
              sport={league.sport}
              board={board}
              caption={`${league.shortName} ${board.label}`}
            />
            {page.note ? <p className={cell.note}>{page.note}</p> : null}
          </>
        )}
      </QueryView>
    </>
  );
}
