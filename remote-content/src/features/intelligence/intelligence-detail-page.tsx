import { Navigate, useParams } from 'react-router-dom';
import { useSuspenseQuery } from '@tanstack/react-query';
import { paths, parseId, NotFoundState } from '@jincheng/shared';
import { articleQuery } from '../../api/queries';
import { ArticleDetailView } from '../../components/article-detail';
import { DetailBoundary } from '../../components/detail-boundary';
import { notFoundProps } from '../../components/state-look';
import { articlePath } from '../../lib/article-path';
import { MatchSolutions } from './components/match-solutions';

const BACK = { to: paths.intelligence(), label: '返回情报列表' };
const MISSING = notFoundProps('没有找到这篇情报', BACK);

/** /intelligenceDetails/:id: the match header (linking to the match), then 伤停, 状态, 战意, 战术, 结论. */
export default function IntelligenceDetailPage() {
  const id = parseId(useParams().id);
  if (id === null) return <NotFoundState {...MISSING} />;
  return (
    <DetailBoundary back={BACK}>
      <IntelligenceDetail id={id} />
    </DetailBoundary>
  );
}

function IntelligenceDetail({ id }: { id: number }) {
  const { data: article } = useSuspenseQuery(articleQuery(id));
  if (!article) return <NotFoundState {...MISSING} />;
  // An id of another kind of article (e.g. /news?id=<intelligence>) is read where it belongs.
  if (article.kind !== 'intelligence') return <Navigate to={articlePath(article)} replace />;
  const { matchId } = article;
  return (
    <ArticleDetailView
      article={article}
      back={BACK}
      relatedTitle="更多情报"
      relatedPath={paths.intelligenceDetails}
      aside={matchId ? <MatchSolutions matchId={matchId} /> : null}
    />
  );
}
