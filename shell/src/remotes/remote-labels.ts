import type { RemoteName } from '@jincheng/shared';

/** How a remote is named to visitors (fallback panel, version line). */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  scores: '比分',
  content: '资讯',
  database: '资料库',
  account: '账户',
};
