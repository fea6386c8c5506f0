import { parseId } from '@jincheng/shared';
import { useSearchParams } from 'react-router-dom';
import { NewsDetail } from './components/news-detail';
import { NewsList } from './components/news-list';

/** /news lists the news; `/news?id=<articleId>` opens one article (the spec has no news-detail route). */
export default function NewsPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id === null ? <NewsList /> : <NewsDetail id={parseId(id)} />;
}
