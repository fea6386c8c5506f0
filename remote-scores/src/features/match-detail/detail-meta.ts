import { formatDate, type PageMeta, type PrefetchContext, type Sport } from '@jincheng/shared';
import { matchDetailQuery } from './api/queries';
import { parseDetailParams } from './parse-detail-params';

/** What a shared link to a match shows: the teams as og:title, league, round, kickoff (北京时间) and score. */
export const detailMeta =
  (sport: Sport) =>
  ({ queryClient, params }: PrefetchContext): PageMeta | undefined => {
    const parsed = parseDetailParams(sport, params.type, params.id);
    if (!parsed.ok) return undefined;
    const match = queryClient.getQueryData(matchDetailQuery(parsed.id).queryKey)?.detail.match;
    if (!match) return undefined;
    const teams = `${match.home.name} vs ${match.away.name}`;
    const score =
      match.homeScore === null || match.awayScore === null
        ? match.statusLabel
        : `${match.statusLabel} ${match.homeScore}-${match.awayScore}`;
    const kickoff = `${formatDate(match.kickoff, 'YYYY-MM-DD HH:mm')} 北京时间`;
    return {
      title: teams,
      description: `${match.league.name} ${match.roundName}：${teams}，${kickoff}，${score}`,
    };
  };
