import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  LoadFailed,
  paths,
  RequestError,
  showLoginAtom,
  useViewer,
  type ModerationQueue,
} from '@jincheng/shared';
import { useSetAtom } from '../../lib/app-jotai';
import { ScreenPending } from '../../app/screen-pending';
import { getAudit, getQueue, moderationKeys, type ReviewKind } from './api/moderation-api';
import { AuditList } from './audit-list';
import { PressedGroup } from './pressed-group';
import { KIND_NOUNS, QueueCard } from './queue-card';
import styles from './moderation.module.css';

type View = ModerationQueue | 'audit';
const VIEWS: { id: View; label: string }[] = [
  { id: 'reported', label: '被举报' },
  { id: 'hidden', label: '已隐藏' },
  { id: 'audit', label: '审计日志' },
];
const KINDS: { id: ReviewKind; label: string }[] = [
  { id: 'comment', label: '评论' },
  { id: 'chat', label: '聊天' },
];

const codeOf = (error: unknown) => (error instanceof RequestError ? error.code : undefined);

/**
 * /ops/moderation (issue 28): reported and hidden comments or chat lines (类型) with hide, restore and mute,
 * and the audit log.
 * A shell screen beside the release console, rendered in the browser only; the server decides who may see it
 * (403 无权限 for a fan).
 */
export default function ModerationPage() {
  const viewer = useViewer();
  const showLogin = useSetAtom(showLoginAtom);
  const [view, setView] = useState<View>('reported');
  const [kind, setKind] = useState<ReviewKind>('comment');
  const [page, setPage] = useState(1);
  const noun = KIND_NOUNS[kind];
  const queue = useQuery({
    queryKey: moderationKeys.queue(viewer, kind, view === 'audit' ? 'reported' : view, page),
    queryFn: ({ signal }) => getQueue(kind, view === 'audit' ? 'reported' : view, page, signal),
    enabled: view !== 'audit',
    retry: false,
  });
  const audit = useQuery({
    queryKey: moderationKeys.audit(viewer, page),
    queryFn: ({ signal }) => getAudit(page, signal),
    enabled: view === 'audit',
    retry: false,
  });
  const active = view === 'audit' ? audit : queue;
  const code = codeOf(active.error);
  const data = view === 'audit' ? audit.data : queue.data;

  let body;
  if (code === 401)
    body = (
      <div className={styles.state} role="status">
        <p className={styles.stateTitle}>请先登录</p>
        <p className={styles.sub}>社区管理仅对版主开放，请使用版主账号登录。</p>
        <button type="button" className={styles.primary} onClick={() => showLogin(true)}>
          登录
        </button>
      </div>
    );
  else if (code === 403)
    body = (
      <div className={styles.state} role="status">
        <p className={styles.stateTitle}>无权限</p>
        <p className={styles.sub}>社区管理仅对版主开放。如需开通，请联系管理员。</p>
        <Link to={paths.home()} className={styles.primary}>
          返回首页
        </Link>
      </div>
    );
  else if (active.isPending) body = <ScreenPending rows={6} />;
  else if (!data)
    body = (
      <LoadFailed
        message={`读取失败：${active.error?.message ?? '未知错误'}`}
        onRetry={() => void active.refetch()}
        classes={{ root: styles.state, text: styles.stateTitle, retry: styles.primary }}
      />
    );
  else
    body = (
      <>
        {view === 'audit' && audit.data ? (
          <AuditList entries={audit.data.list} />
        ) : queue.data && queue.data.list.length > 0 ? (
          <ul className={styles.list} aria-label={view === 'hidden' ? `已隐藏的${noun}` : `被举报的${noun}`}>
            {queue.data.list.map((item) => (
              <li key={`${kind}-${item.id}`}>
                <QueueCard kind={kind} item={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{view === 'hidden' ? `没有已隐藏的${noun}` : '没有待处理的举报'}</p>
        )}
        <nav className={styles.pager} aria-label="翻页">
          <button
            type="button"
            className={styles.secondary}
            disabled={page === 1}
            onClick={() => setPage(page - 1)}
          >
            上一页
          </button>
          <span>
            第 {page} 页 · 共 {data.total} 条
          </span>
          <button
            type="button"
            className={styles.secondary}
            disabled={!data.hasMore}
            onClick={() => setPage(page + 1)}
          >
            下一页
          </button>
        </nav>
      </>
    );

  return (
    <section className={styles.page} aria-labelledby="moderation-title">
      <meta name="robots" content="noindex, nofollow" />
      <h1 id="moderation-title" className={styles.title}>
        社区管理
      </h1>
      {code === 401 || code === 403 ? null : (
        <div className={styles.filters}>
          <PressedGroup
            label="查看"
            options={VIEWS}
            value={view}
            onChange={(v) => {
              setView(v);
              setPage(1);
            }}
          />
          {view === 'audit' ? null : (
            <PressedGroup
              label="类型"
              options={KINDS}
              value={kind}
              onChange={(k) => {
                setKind(k);
                setPage(1);
              }}
            />
          )}
        </div>
      )}
      {body}
    </section>
  );
}
