import { PageTitle } from '../../components/page-title';
import { TeamScreen } from './components/team-screen';

/** 篮球球队: /teamLq/:id. */
export default function TeamLqPage() {
  return (
    <>
      <PageTitle>篮球球队</PageTitle>
      <TeamScreen sport="basketball" />
    </>
  );
}
