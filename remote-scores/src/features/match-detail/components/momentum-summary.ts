import type { MomentumMinute } from '@jincheng/shared';

const SPELL = 5;

/** Words for the graph: who pressed in each half and the strongest five-minute spell, for screen readers. */
export function momentumSummary(series: MomentumMinute[], homeName: string, awayName: string): string {
  if (!series.length) return '';
  const who = (v: number) => (v > 8 ? `${homeName}占优` : v < -8 ? `${awayName}占优` : '双方势均力敌');
  const mean = (list: MomentumMinute[]) => list.reduce((n, m) => n + m.value, 0) / Math.max(1, list.length);
  const first = series.filter((m) => m.minute <= 45);
  const second = series.filter((m) => m.minute > 45);
  const parts = [`上半场${who(mean(first))}`];
  if (second.length) parts.push(`下半场${who(mean(second))}`);
  let best = { at: 0, value: 0 };
  for (let i = 0; i + SPELL <= series.length; i++) {
    const value = mean(series.slice(i, i + SPELL));
    if (Math.abs(value) > Math.abs(best.value)) best = { at: i, value };
  }
  const start = series[best.at];
  if (start && Math.abs(best.value) > 20)
    parts.push(
      `压制最强的时段是第 ${start.minute}${start.stoppage ? `+${start.stoppage}` : ''} 分钟起的 5 分钟，${best.value > 0 ? homeName : awayName}连续施压`,
    );
  const last = series.slice(-SPELL);
  if (series.length > SPELL) parts.push(`最近 5 分钟${who(mean(last))}`);
  return `比赛势头：${parts.join('；')}。`;
}
