import { Navigate } from 'react-router-dom';
import { useSuspenseQuery } from '@tanstack/react-query';
import { paths, NotFoundState } from '@jincheng/shared';
import { articleQuery } from '../../../api/queries';
import { ArticleDetailView } from '../../../components/article-detail';
import { DetailBoundary } from '../../../components/detail-boundary';
import { notFoundProps } from '../../../components/state-look';
import { articlePath } from '../../../lib/article-path';
import { LeagueMatches } from './league-matches';

const BACK = { to: paths.news(), label: '返回新闻列表' };
const MISSING = notFoundProps('没有找到这篇新闻', BACK);

export interface NewsDetailProps {
  /** null when the query's id is not a number. */
  id: number | null;
}

export function NewsDetail({ id }: NewsDetailProps) {
  if (id === null) return <NotFoundState {...MISSING} />;
  return (
    <DetailBoundary back={BACK}>
      <LoadedNews id={id} />
    </DetailBoundary>
  );
}

function LoadedNews({ id }: { id: number }) {
  const { data: article } = useSuspenseQuery(articleQuery(id));
  if (!article) return <NotFoundState {...MISSING} />;
  // An id of another kind of article (e.g. /news?id=<intelligence>) is read where it belongs; 战报 are read here.
  if (article.kind !== 'news' && article.kind !== 'report')
    return <Navigate to={articlePath(article)} replace />;
  const { leagueId } = article;
  return (
    <ArticleDetailView
      article={article}
      back={BACK}
      showCover={article.kind === 'news'}
      relatedTitle={article.kind === 'report' ? '更多战报' : '相关新闻'}
      relatedPath={paths.news}
      aside={leagueId ? <LeagueMatches leagueId={leagueId} /> : null}
    />
  );
}
