import { dayLabel, type SeasonOption } from '@jincheng/shared';

/**
 * 2026/27（本赛季）, 2025/26（数据截至3月5日）, 2025/26（3月9日后为模拟）, 2024/25: how the season switcher names a
 * season. A past season whose real results stop early is either cut there (`through`) or completed by
 * simulation held to its real outcome (`simulatedAfter`).
 */
export function seasonLabel({ name, current, through, simulatedAfter }: SeasonOption): string {
  if (current) return `${name}（本赛季）`;
  if (simulatedAfter) return `${name}（${dayLabel(simulatedAfter)}后为模拟）`;
  if (!through) return name;
  return `${name}（数据截至${dayLabel(through)}）`;
}
