import { Navigate } from 'react-router-dom';
import { paths } from '@jincheng/shared';
import { getArticle } from '../../../api/get-article';
import { ArticleDetailView } from '../../../components/article-detail';
import { DetailFallback, NotFound } from '../../../components/detail-states';
import { articlePath } from '../../../lib/article-path';
import { useAsync } from '../../../lib/use-async';
import { LeagueMatches } from './league-matches';

const BACK = { to: paths.news(), label: '返回新闻列表' };
const MISSING = { message: '没有找到这篇新闻', back: BACK };

export interface NewsDetailProps {
  /** null when the query's id is not a number. */
  id: number | null;
}

export function NewsDetail({ id }: NewsDetailProps) {
  if (id === null) return <NotFound {...MISSING} />;
  return <LoadedNews id={id} />;
}

function LoadedNews({ id }: { id: number }) {
  const article = useAsync(() => getArticle(id), [id]);
  if (article.status !== 'success') {
    return <DetailFallback state={article} onRetry={article.reload} notFound={MISSING} />;
  }
  // An id of another kind of article (e.g. /news?id=<intelligence>) is read where it belongs.
  if (article.data.kind !== 'news') return <Navigate to={articlePath(article.data)} replace />;
  const { leagueId } = article.data;
  return (
    <ArticleDetailView
      article={article.data}
      back={BACK}
      showCover
      relatedTitle="相关新闻"
      relatedPath={paths.news}
      aside={leagueId ? <LeagueMatches leagueId={leagueId} /> : null}
    />
  );
}
