import { EmptyState, QueryView } from '@jincheng/shared';
import { Link, useSearchParams } from 'react-router-dom';
import type { LeagueDetailData } from '@jincheng/shared';
import { Card } from '../../../components/card';
import { QueryTabs } from '../../../components/query-tabs';
import { LeadersTable } from '../../../components/leaders-table';
import { leaderBoards, pickBoard } from '../../../lib/leader-types';
import { leagueLeadersQuery } from '../api/queries';
import { emptyClasses, queryStates } from '../../../components/state-look';
import styles from './league-detail.module.css';

export interface LeadersTabProps {
  detail: LeagueDetailData;
}

/**
 * 射手榜 / 助攻榜 / 预期进球 / 评分榜 / 零封榜 (football) or 得分 / 篮板 / 助攻 / 抢断 / 盖帽 / 三分 (basketball) of
 * the season the page shows; the board is the `type` query parameter. The current season's boards are sums of
 * the stored match lines (what each sums and its minimum of games in the API's note below the table); a past
 * season's are the real leaders with their source, or 暂无 and why.
 */
export function LeadersTab({ detail }: LeadersTabProps) {
  const [params] = useSearchParams();
  const { league, season } = detail;
  const board = pickBoard(league.sport, params.get('type'));
  const past = season.current ? null : season.code;
  return (
    <Card
      title={board.label}
      actions={
        <QueryTabs
          label="榜单类型"
          param="type"
          variant="chips"
          current={board.type}
          tabs={leaderBoards(league.sport).map((b) => ({ value: b.type, label: b.label }))}
        />
      }
    >
      <QueryView
        query={leagueLeadersQuery(league.id, board.type, past)}
        {...queryStates('榜单', { lines: 10 })}
      >
        {(page) =>
          past && page.list.length === 0 ? (
            <EmptyState classes={emptyClasses}>
              {page.note ?? `暂无${season.name}赛季${board.label}。`}
              <Link to={`/league?id=${league.id}&tab=leaders&type=${board.type}`}>
                查看本赛季{board.label}
              </Link>
            </EmptyState>
          ) : (
            <>
              <LeadersTable
                rows={page.list}
                sport={league.sport}
                board={board}
                caption={`${league.shortName} ${season.name} ${board.label}`}
              />
              {page.note ? <p className={styles.boardNote}>{page.note}</p> : null}
            </>
          )
        }
      </QueryView>
    </Card>
  );
}
