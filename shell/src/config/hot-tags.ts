import { paths } from '@jincheng/shared';

/**
 * A competition a tag leads into, found at run time in the API's hot leagues by its short name (league ids
 * are the data's, not the code's). Until the leagues are read, or if one is missing, the tag's `to` holds.
 */
export interface HotTagLeague {
  sport: 'football' | 'basketball';
  shortName: string;
  to: (leagueId: number) => string;
}

export interface HotTag {
  label: string;
  /** Where the tag leads: a real screen with matching content (never a dead end). */
  to: string;
  /** A more precise destination inside one competition, once its id is known. */
  league?: HotTagLeague;
}

/**
 * The footer's 14 hot tags (seed spec §2) and where each leads (issue 47, defect 7; README "Deployment
 * details"). The 足球/篮球数据模型 tags lead to the model's track record (/model, issue 50), of their sport, and
 * 体育AI大模型与大数据分析 to the same page (both sports). The data has no 2026 World Cup (the simulated season is 2026/27, after
 * it) and no news about it, and the search finds nothing for 世界杯: its tag opens the 资料库's 国际赛事, the
 * international competitions there are, rather than an empty search.
 */
export const HOT_TAGS: readonly HotTag[] = [
  { label: '足球直播情报', to: paths.intelligence('football') },
  { label: '篮球直播情报', to: paths.intelligence('basketball') },
  { label: '足球首发阵容', to: paths.match() },
  { label: '篮球首发阵容', to: paths.basket() },
  { label: '2026世界杯', to: '/league?group=intl' },
  { label: '竞彩热度分析', to: paths.experts() },
  { label: '北单热度分析', to: paths.experts() },
  { label: '足球数据模型', to: paths.model('football') },
  { label: '篮球数据模型', to: paths.model('basketball') },
  { label: '体育AI大模型与大数据分析', to: paths.model() },
  {
    label: '欧冠淘汰赛',
    to: '/league?group=intl',
    league: { sport: 'football', shortName: '欧冠', to: (id) => `${paths.league(id)}&tab=knockout` },
  },
  { label: '赛事伤停情报', to: paths.intelligence() },
  { label: '英超前瞻', to: paths.special('football') },
  { label: 'NBA前瞻', to: paths.special('basketball') },
];
