import { ComingSoon } from '@jincheng/shared';

/** 全球赛事资料库 — a placeholder screen until the database release fills it. */
export default function LeaguePage() {
  return (
    <ComingSoon
      title="全球赛事资料库"
      arrives="联赛资料库（积分榜、赛程、射手榜）随「资料库」模块的后续版本上线。"
    />
  );
}
