import { parseId, NotFoundState, QueryView } from '@jincheng/shared';
import { Link, useParams } from 'react-router-dom';
import type { Sport, TeamDetailData } from '@jincheng/shared';
import { teamHref } from '../../../lib/links';
import { teamQuery } from '../api/queries';
import { SquadTable } from './squad-table';
import { TeamHeader } from './team-header';
import { TeamMatches } from './team-matches';
import { PastSeasons } from './past-seasons';
import { TeamAbsences } from './team-absences';
import { TeamStats } from './team-stats';
import { TeamSeasonData } from './team-season-data';
import styles from './team.module.css';
import { notFoundProps, queryStates } from '../../../components/state-look';

export interface TeamScreenProps {
  /** The route's sport: /team is football, /teamLq basketball. */
  sport: Sport;
}

function Team({ data, sport }: { data: TeamDetailData; sport: Sport }) {
  const { team } = data;
  if (team.sport !== sport)
    return (
      <NotFoundState
        {...notFoundProps(
          sport === 'basketball' ? '篮球球队' : '足球球队',
          <>
            {team.name}是一支{team.sport === 'basketball' ? '篮球' : '足球'}球队，
            <Link to={teamHref(team.sport, team.id)}>前往球队页</Link>。
          </>,
        )}
      />
    );
  return (
    <>
      <TeamHeader team={team} />
      <div className={styles.layout}>
        <div className={styles.stats}>
          <TeamStats stats={data.stats} sport={sport} />
          <TeamAbsences absences={data.absences} teamId={team.id} sport={sport} />
          <TeamSeasonData teamId={team.id} sport={sport} />
          <PastSeasons seasons={data.pastSeasons} />
        </div>
        <div className={styles.squad}>
          <SquadTable squad={data.squad} sport={sport} teamId={team.id} />
        </div>
        <div className={styles.fixtures}>
          <TeamMatches teamId={team.id} type="fixtures" initial={data.fixtures} />
        </div>
        <div className={styles.results}>
          <TeamMatches teamId={team.id} type="results" initial={data.results} />
        </div>
      </div>
    </>
  );
}

/** A team's page: header, 赛季数据, 伤停 before its next match, 阵容 by position, 赛程 and 赛果. */
export function TeamScreen({ sport }: TeamScreenProps) {
  const id = parseId(useParams().id);
  if (id === null) return <NotFoundState {...notFoundProps('球队')} />;
  return (
    <QueryView query={teamQuery(id)} {...queryStates('球队', { lines: 12 })}>
      {(data) => <Team data={data} sport={sport} />}
    </QueryView>
  );
}
