import { ComingSoon } from '@jincheng/shared';

/** 排行榜 — a placeholder screen until the database release fills it. */
export default function RankingPage() {
  return <ComingSoon title="排行榜" arrives="积分榜、球员榜与专家榜随「资料库」模块的后续版本上线。" />;
}
