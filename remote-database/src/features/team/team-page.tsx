import { PageTitle } from '../../components/page-title';
import { TeamScreen } from './components/team-screen';

/** 足球球队: /team/:id. */
export default function TeamPage() {
  return (
    <>
      <PageTitle>足球球队</PageTitle>
      <TeamScreen sport="football" />
    </>
  );
}
