import { ComingSoon } from '@jincheng/shared';

/** 专家预测 — a placeholder screen until the content release fills it. */
export default function ExpertsPage() {
  return <ComingSoon title="专家预测" arrives="专家列表、命中率与连红记录随「资讯」模块的后续版本上线。" />;
}
