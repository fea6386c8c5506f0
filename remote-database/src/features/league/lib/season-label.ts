import type { SeasonOption } from '@jincheng/shared';

/** 2026/27（本赛季）, 2025/26（数据截至3月5日）, 2024/25: how the season switcher names a season. */
export function seasonLabel({ name, current, through }: SeasonOption): string {
  if (current) return `${name}（本赛季）`;
  if (!through) return name;
  const [, month, day] = through.split('-').map(Number);
  return `${name}（数据截至${month}月${day}日）`;
}
