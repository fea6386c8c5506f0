import { formatDate, percentText } from '@jincheng/shared';
import type { HealthCounts, HistoryEntry } from '@jincheng/shared/core';

/** The release state's history actions (webpack/release/release-ops.js) in Chinese. */
const ACTION_LABELS: Record<string, string> = {
  publish: '发布',
  promote: '全量',
  rollback: '回滚',
  canary: '灰度',
  timeout: '超时设置',
  build: '构建',
};

/** 灰度 at 0 % is how the release state records a stopped canary. */
export function actionLabel(entry: Pick<HistoryEntry, 'action' | 'percent'>): string {
  if (entry.action === 'canary' && entry.percent === 0) return '停止灰度';
  const label = ACTION_LABELS[entry.action] ?? entry.action;
  return entry.action === 'canary' && entry.percent !== undefined ? `${label} ${entry.percent}%` : label;
}

/** Beijing time, to the second: operators compare it with logs. */
export function beijingTime(at: string | number): string {
  return formatDate(at, 'YYYY-MM-DD HH:mm:ss');
}

/** A fraction as a percentage with one decimal: 0.0421 → 4.2%. */
export const percentOf = (fraction: number): string => percentText(fraction);

/**
 * A minute's failure rate as the chart draws it: failed loads and render errors over every attempt. A fallback
 * follows one of those failures (the visitor got another version), so it is not counted twice.
 */
export function minuteRate(counts: HealthCounts): number {
  const failed = counts.loadFail + counts.renderError;
  const total = counts.mount + failed;
  return total === 0 ? 0 : failed / total;
}

/** Attempts to show the version in a minute: successful mounts and failures. */
export function loadsOf(counts: HealthCounts): number {
  return counts.mount + counts.loadFail + counts.renderError;
}
