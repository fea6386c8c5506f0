import { useSearchParams } from 'react-router-dom';
import type { LeagueItem } from '@jincheng/shared';
import { useResource } from '../../../lib/use-resource';
import { QueryTabs } from '../../../ui/query-tabs';
import { ResourceView } from '../../../ui/resource-view';
import { LeadersTable } from '../../leaders/components/leaders-table';
import { leaderBoards, pickBoard } from '../../leaders/lib/leader-types';
import { getRankingPlayers } from '../api/get-ranking-players';
import styles from './ranking.module.css';

export interface PlayersBoardProps {
  league: LeagueItem;
}

/** 球员榜: 射手/助攻 (football) or 得分/篮板/助攻 (basketball); the list is the `type` query parameter. */
export function PlayersBoard({ league }: PlayersBoardProps) {
  const [params] = useSearchParams();
  const board = pickBoard(league.sport, params.get('type'));
  const rows = useResource(`ranking-players:${league.id}:${board.type}`, () =>
    getRankingPlayers(league.id, board.type),
  );
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
      <ResourceView resource={rows} what="榜单" lines={10}>
        {(page) => (
          <LeadersTable
            rows={page.list}
            sport={league.sport}
            board={board}
            caption={`${league.shortName} ${board.label}`}
          />
        )}
      </ResourceView>
    </>
  );
}
