import { Navigate, useSearchParams } from 'react-router-dom';
import { useSuspenseQuery } from '@tanstack/react-query';
import { paths, parseId, NotFoundState } from '@jincheng/shared';
import { articleQuery } from '../../api/queries';
import { ArticleDetailView } from '../../components/article-detail';
import { DetailBoundary } from '../../components/detail-boundary';
import { notFoundProps } from '../../components/state-look';
import { articlePath } from '../../lib/article-path';

const BACK = { to: paths.special(), label: '返回前瞻列表' };
const MISSING = notFoundProps('没有找到这篇前瞻', BACK);

/** /specialDetails?id=<articleId>: one preview with its match header and related previews. */
export default function SpecialDetailPage() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  if (id === null) return <NotFoundState {...MISSING} />;
  return (
    <DetailBoundary back={BACK}>
      <SpecialDetail id={id} />
    </DetailBoundary>
  );
}

function SpecialDetail({ id }: { id: number }) {
  const { data: article } = useSuspenseQuery(articleQuery(id));
  if (!article) return <NotFoundState {...MISSING} />;
  // An id of another kind of article (e.g. /news?id=<intelligence>) is read where it belongs.
  if (article.kind !== 'preview') return <Navigate to={articlePath(article)} replace />;
  return (
    <ArticleDetailView
      article={article}
      back={BACK}
      showCover
      relatedTitle="更多前瞻"
      relatedPath={paths.specialDetails}
    />
  );
}
