import { useId, useState } from 'react';
import { useHydrated, useViewer, type CommentSort } from '@jincheng/shared';
import { commentsQuery } from '../../api/comment-queries';
import { PagedListView } from '../paged-list';
import { Segmented } from '../segmented';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';
import detail from '../detail.module.css';
import styles from './comments.module.css';

const SORTS = [
  { value: 'hot', label: '最热' },
  { value: 'new', label: '最新' },
] as const;

/**
 * 评论 under an article: the box to write one, then the comments in 最热 or 最新 order, 10 per 加载更多. Read
 * after hydration, with their own loading state then (the server's page is shared by everyone and is not kept
 * waiting for them; its markup is the article, never a skeleton).
 */
export function ArticleComments({ articleId }: { articleId: number }) {
  const hydrated = useHydrated();
  const viewer = useViewer();
  const [sort, setSort] = useState<CommentSort>('hot');
  const headingId = useId();
  return (
    <section className={`${detail.panel} ${styles.section}`} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.heading}>
          评论
        </h2>
        <Segmented label="排序" options={SORTS} value={sort} onChange={setSort} />
      </div>
      <CommentComposer articleId={articleId} onPosted={() => setSort('new')} />
      {/* The list's place is kept from the server's page on (the height of its empty state): read after
          hydration, it used to push what follows down by 101 px on a phone (a layout shift of 0.015). Its loading
          skeleton is one row, within that height: four rows grew the section by 295 px while a slow answer was
          on its way, and shrank it again for an article without comments. */}
      <div className={styles.listSlot}>
        {hydrated ? (
          <PagedListView
            query={commentsQuery(articleId, sort, viewer)}
            label="评论列表"
            emptyText="还没有评论，来说两句吧"
            getKey={(comment) => comment.id}
            renderItem={(comment) => <CommentItem comment={comment} />}
            compactSkeleton
            skeletonRows={1}
            className={styles.list}
          />
        ) : null}
      </div>
    </section>
  );
}
