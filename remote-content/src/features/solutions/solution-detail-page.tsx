import { ComingSoon } from '@jincheng/shared';

/** 方案详情 — a placeholder screen until the content release fills it. */
export default function SolutionDetailPage() {
  return <ComingSoon title="方案详情" arrives="方案详情与购买随「资讯」模块的后续版本上线。" />;
}
