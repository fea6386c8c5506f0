import { Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '@jincheng/shared';
import { getArticle } from '../../api/get-article';
import { ArticleDetailView } from '../../components/article-detail';
import { DetailFallback, NotFound } from '../../components/detail-states';
import { articlePath } from '../../lib/article-path';
import { useAsync } from '../../lib/use-async';
import { parseId } from '../../lib/query-id';

const BACK = { to: paths.special(), label: '返回前瞻列表' };
const MISSING = { message: '没有找到这篇前瞻', back: BACK };

/** /specialDetails?id=<articleId>: one preview with its match header and related previews. */
export default function SpecialDetailPage() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  if (id === null) return <NotFound {...MISSING} />;
  return <SpecialDetail id={id} />;
}

function SpecialDetail({ id }: { id: number }) {
  const article = useAsync(() => getArticle(id), [id]);
  if (article.status !== 'success')
    return <DetailFallback state={article} onRetry={article.reload} notFound={MISSING} />;
  // An id of another kind of article (e.g. /news?id=<intelligence>) is read where it belongs.
  if (article.data.kind !== 'preview') return <Navigate to={articlePath(article.data)} replace />;
  return (
    <ArticleDetailView
      article={article.data}
      back={BACK}
      showCover
      relatedTitle="更多前瞻"
      relatedPath={paths.specialDetails}
    />
  );
}
