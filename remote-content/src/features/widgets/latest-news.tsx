import { ComingSoon } from '@jincheng/shared';

/** 最新资讯 — a placeholder screen until the content release fills it. */
export default function LatestNews() {
  return <ComingSoon title="最新资讯" arrives="最新资讯由「资讯」模块提供，随该模块后续版本上线。" />;
}
