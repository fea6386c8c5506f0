import { ComingSoon } from '@jincheng/shared';

/** 前瞻详情 — a placeholder screen until the content release fills it. */
export default function SpecialDetailPage() {
  return <ComingSoon title="前瞻详情" arrives="前瞻详情随「资讯」模块的后续版本上线。" />;
}
