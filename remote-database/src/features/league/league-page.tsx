import { parseId } from '@jincheng/shared';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { LeagueDetail } from './components/league-detail';
import { LeagueDirectory } from './components/league-directory';

/**
 * 全球赛事资料库. `/league` lists every competition (`?group=` picks the region tab); `/league?id=` shows one
 * league with `tab` (standings | knockout | schedule | leaders), `round` and `type` (see docs/database.md).
 */
export default function LeaguePage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <>
      <PageTitle>全球赛事资料库</PageTitle>
      {id === null ? <LeagueDirectory /> : <LeagueDetail id={parseId(id)} />}
    </>
  );
}
