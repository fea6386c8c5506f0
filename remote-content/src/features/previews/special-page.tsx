import { ComingSoon } from '@jincheng/shared';

/** 赛事前瞻 — a placeholder screen until the content release fills it. */
export default function SpecialPage() {
  return <ComingSoon title="赛事前瞻" arrives="赛事前瞻与专题随「资讯」模块的后续版本上线。" />;
}
