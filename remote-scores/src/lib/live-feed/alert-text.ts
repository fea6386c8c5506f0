import type { LiveAlert } from './live-types';

/** 「进球！英超 曼城 2-1 阿森纳 78' 哈兰德」— teams and score, in the list's home–away order. */
export function alertText(alert: LiveAlert): string {
  const m = alert.match;
  const score =
    m.sport === 'basketball'
      ? `${m.away.shortName} ${m.awayScore ?? 0}-${m.homeScore ?? 0} ${m.home.shortName}`
      : `${m.home.shortName} ${m.homeScore ?? 0}-${m.awayScore ?? 0} ${m.away.shortName}`;
  const team = alert.side === 'home' ? m.home.shortName : m.away.shortName;
  const who = alert.playerName ? ` ${alert.playerName}` : '';
  const head = alert.kind === 'goal' ? (m.sport === 'basketball' ? '得分' : '进球！') : `红牌！${team}`;
  return `${head} ${m.league.shortName} ${score} ${alert.minuteLabel}${alert.kind === 'goal' ? who : ''}`.trim();
}
