import { parseId } from '@jincheng/shared';
import type { LeagueDetailData } from '@jincheng/shared';
import type { QueryTab } from '../../../components/query-tabs';

/**
 * The league page's tabs: a cup's knock-out tab only when it has knock-out rounds; the NBA's NBA杯 tab (group
 * tables and bracket) when the season has the cup.
 */
export function tabsFor({ league, knockout, nbaCup }: LeagueDetailData): QueryTab[] {
  if (league.sport === 'basketball')
    return [
      { value: 'standings', label: '排名' },
      ...(nbaCup ? [{ value: 'cup', label: nbaCup.name }] : []),
      { value: 'schedule', label: '赛程' },
      { value: 'leaders', label: '数据榜' },
    ];
  return [
    { value: 'standings', label: league.kind === 'cup' ? '联赛阶段' : '积分榜' },
    ...(knockout ? [{ value: 'knockout', label: '淘汰赛' }] : []),
    { value: 'schedule', label: '赛程' },
    { value: 'leaders', label: '射手榜/助攻榜' },
  ];
}

/** The tab `?tab=` names, else 积分榜. */
export function pickTab(detail: LeagueDetailData, raw: string | null): string {
  return tabsFor(detail).find((t) => t.value === raw)?.value ?? 'standings';
}

/** The round `?round=` names when the season has it, else the season's current round. */
export function pickRound({ season }: LeagueDetailData, raw: string | null): number {
  const asked = parseId(raw);
  return asked !== null && asked <= season.totalRounds ? asked : season.currentRound;
}
