import { ComingSoon } from '@jincheng/shared';

/** 专家推荐 — a placeholder screen until the content release fills it. */
export default function TopExperts() {
  return <ComingSoon title="专家推荐" arrives="专家推荐由「资讯」模块提供，随该模块后续版本上线。" />;
}
