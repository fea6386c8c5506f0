/**
 * The home sections the remotes provide, in page order; each renders in its own failure slot. `firstScreen`
 * ones are on the first screen of a phone or a desktop: they render at once (the server renders them into
 * the page, shell/src/server/preload-route.ts); the others load when the visitor scrolls near them.
 */
export interface HomeWidget {
  remote: 'scores' | 'content';
  name: string;
  title: string;
  wide?: boolean;
  firstScreen?: boolean;
}

export const HOME_WIDGETS: readonly HomeWidget[] = [
  { remote: 'scores', name: 'todayStrip', title: '今日比分', wide: true, firstScreen: true },
  { remote: 'scores', name: 'myFollows', title: '我的关注', wide: true },
  { remote: 'scores', name: 'hotMatches', title: '热门比赛', wide: true, firstScreen: true },
  { remote: 'content', name: 'latestNews', title: '最新资讯' },
  { remote: 'content', name: 'topExperts', title: '专家推荐' },
];
