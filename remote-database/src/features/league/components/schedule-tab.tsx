import { EmptyState, QueryView } from '@jincheng/shared';
import { useSearchParams } from 'react-router-dom';
import type { LeagueDetailData } from '@jincheng/shared';
import { gameDayName } from '../lib/game-day';
import { Card } from '../../../components/card';
import { MatchList } from '../../../components/match-list';
import { scheduleQuery } from '../api/queries';
import { pickRound } from '../lib/league-tabs';
import { RoundSwitcher } from './round-switcher';
import { emptyClasses, queryStates } from '../../../components/state-look';

export interface ScheduleTabProps {
  detail: LeagueDetailData;
}

/** 赛程 by round; the round is the `round` query parameter (default: the season's current round). */
export function ScheduleTab({ detail }: ScheduleTabProps) {
  const [params, setParams] = useSearchParams();
  const { league, season } = detail;
  const round = pickRound(detail, params.get('round'));

  const choose = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('round', String(next));
      return updated;
    });

  return (
    <Card
      title={`赛程 · ${season.firstDay ? gameDayName(season.firstDay, round) : `第${round}轮`}`}
      actions={
        <RoundSwitcher
          round={round}
          total={season.totalRounds}
          current={season.currentRound}
          onChange={choose}
          firstDay={season.firstDay}
        />
      }
    >
      <QueryView
        query={scheduleQuery(league.id, round, season.current ? null : season.code)}
        {...queryStates('轮次', { lines: 8 })}
      >
        {(data) =>
          data.matches.length ? (
            <MatchList matches={data.matches} label={`${league.shortName}${data.roundName}赛程`} />
          ) : (
            <EmptyState classes={emptyClasses}>
              {season.firstDay ? '当天没有比赛' : '本轮暂无比赛'}
            </EmptyState>
          )
        }
      </QueryView>
    </Card>
  );
}
