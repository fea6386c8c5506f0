import { paths } from '@jincheng/shared';
import { site } from '../../config/site';

export type NavItem =
  | {
      kind: 'link';
      label: string;
      to: string;
      match: readonly string[];
      /** Only in the phone's menu (below 900 px): the desktop header keeps the spec's navigation. */
      menuOnly?: boolean;
    }
  | { kind: 'menu'; label: string; items: readonly { label: string; to: string }[]; match: readonly string[] }
  | { kind: 'external'; label: string; href: string };

/** Header navigation of seed spec §2, in order. `match` lists the path prefixes that highlight an item. */
export const NAV_ITEMS: readonly NavItem[] = [
  { kind: 'link', label: '首页', to: paths.home(), match: ['/home'] },
  {
    kind: 'menu',
    label: '比分',
    items: [
      { label: '足球比分', to: paths.match() },
      { label: '篮球比分', to: paths.basket() },
    ],
    match: ['/match', '/basket', '/matchDetail', '/basketballDetail'],
  },
  { kind: 'link', label: '情报', to: paths.intelligence(), match: ['/intelligence'] },
  { kind: 'link', label: '新闻', to: paths.news(), match: ['/news'] },
  { kind: 'link', label: '前瞻', to: paths.special(), match: ['/special'] },
  { kind: 'link', label: '资料库', to: paths.league(), match: ['/league', '/team', '/player', '/ranking'] },
  { kind: 'link', label: '专家', to: paths.experts(), match: ['/experts', '/expertsDetail'], menuOnly: true },
  { kind: 'link', label: '排行榜', to: paths.ranking(), match: ['/ranking'], menuOnly: true },
  { kind: 'link', label: '数据模型', to: paths.model(), match: ['/model'], menuOnly: true },
  // The staff headquarters site (an outside site, configured per deployment), in a new tab.
  ...(site.staff.url ? [{ kind: 'external' as const, label: site.staff.label, href: site.staff.url }] : []),
  { kind: 'link', label: 'APP下载', to: paths.downloadApp(), match: ['/downloadapp'] },
];

export function isActive(pathname: string, match: readonly string[]): boolean {
  if (pathname === '/' && match.includes('/home')) return true;
  return match.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(prefix),
  );
}
