import { ComingSoon } from '@jincheng/shared';

/** 赛事新闻 — a placeholder screen until the content release fills it. */
export default function NewsPage() {
  return <ComingSoon title="赛事新闻" arrives="新闻列表与文章详情随「资讯」模块的后续版本上线。" />;
}
