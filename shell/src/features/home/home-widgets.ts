/**
 * The home sections the remotes provide, in page order; each renders in its own failure slot. All of them are
 * on (or just below) the first screen of a phone or a desktop: they render at once, and the server renders
 * them into the page with their data (shell/src/server/preload-route.ts), so hydration keeps the same markup
 * and nothing above the fold is swapped from a skeleton to a card once scripts run. 我的关注 is rendered as a
 * first visit sees it (remote-scores' my-follows.tsx), so the page stays the same for everyone.
 */
export interface HomeWidget {
  remote: 'scores' | 'content';
  name: string;
  title: string;
  wide?: boolean;
}

export const HOME_WIDGETS: readonly HomeWidget[] = [
  { remote: 'scores', name: 'todayStrip', title: '今日比分', wide: true },
  { remote: 'scores', name: 'myFollows', title: '我的关注', wide: true },
  { remote: 'scores', name: 'hotMatches', title: '热门比赛', wide: true },
  { remote: 'content', name: 'latestNews', title: '最新资讯' },
  { remote: 'content', name: 'topExperts', title: '专家推荐' },
];
