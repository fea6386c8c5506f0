import { EmptyState, QueryView } from '@jincheng/shared';
import { Link, useSearchParams } from 'react-router-dom';
import type { LeagueDetailData } from '@jincheng/shared';
import { Card } from '../../../components/card';
import { QueryTabs } from '../../../components/query-tabs';
import { LeadersTable } from '../../../components/leaders-table';
import { leaderBoards, pickBoard } from '../../../lib/leader-types';
import { leagueLeadersQuery } from '../api/queries';
import { emptyClasses, queryStates } from '../../../components/state-look';

export interface LeadersTabProps {
  detail: LeagueDetailData;
}

/** 射手榜 / 助攻榜 (football) or 得分 / 篮板 / 助攻 (basketball); the board is the `type` query parameter. */
export function LeadersTab({ detail }: LeadersTabProps) {
  const [params] = useSearchParams();
  const { league, season } = detail;
  const board = pickBoard(league.sport, params.get('type'));
  if (!season.current)
    return (
      <Card title={board.label}>
        <EmptyState classes={emptyClasses}>
          {season.name}赛季只有比赛结果，暂无球员数据。
          <Link to={`/league?id=${league.id}&tab=leaders`}>查看本赛季{board.label}</Link>
        </EmptyState>
      </Card>
    );
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
      <QueryView query={leagueLeadersQuery(league.id, board.type)} {...queryStates('榜单', { lines: 10 })}>
        {(page) => (
          <LeadersTable
            rows={page.list}
            sport={league.sport}
            board={board}
            minPlayed={page.minPlayed ?? null}
            caption={`${league.shortName} ${season.name} ${board.label}`}
          />
        )}
      </QueryView>
    </Card>
  );
}
