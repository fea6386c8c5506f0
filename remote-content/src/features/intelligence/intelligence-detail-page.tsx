import { Navigate, useParams } from 'react-router-dom';
import { paths } from '@jincheng/shared';
import { getArticle } from '../../api/get-article';
import { ArticleDetailView } from '../../components/article-detail';
import { DetailFallback, NotFound } from '../../components/detail-states';
import { articlePath } from '../../lib/article-path';
import { useAsync } from '../../lib/use-async';
import { parseId } from '../../lib/query-id';
import { MatchSolutions } from './components/match-solutions';

const BACK = { to: paths.intelligence(), label: '返回情报列表' };
const MISSING = { message: '没有找到这篇情报', back: BACK };

/** /intelligenceDetails/:id: the match header (linking to the match), then 伤停, 状态, 战意, 战术, 结论. */
export default function IntelligenceDetailPage() {
  const id = parseId(useParams().id);
  if (id === null) return <NotFound {...MISSING} />;
  return <IntelligenceDetail id={id} />;
}

function IntelligenceDetail({ id }: { id: number }) {
  const article = useAsync(() => getArticle(id), [id]);
  if (article.status !== 'success')
    return <DetailFallback state={article} onRetry={article.reload} notFound={MISSING} />;
  // An id of another kind of article (e.g. /news?id=<intelligence>) is read where it belongs.
  if (article.data.kind !== 'intelligence') return <Navigate to={articlePath(article.data)} replace />;
  const { matchId } = article.data;
  return (
    <ArticleDetailView
      article={article.data}
      back={BACK}
      relatedTitle="更多情报"
      relatedPath={paths.intelligenceDetails}
      aside={matchId ? <MatchSolutions matchId={matchId} /> : null}
    />
  );
}
