import { ComingSoon } from '@jincheng/shared';

/** 专家详情 — a placeholder screen until the content release fills it. */
export default function ExpertDetailPage() {
  return <ComingSoon title="专家详情" arrives="专家主页与方案列表随「资讯」模块的后续版本上线。" />;
}
