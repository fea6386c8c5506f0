import { ComingSoon } from '@jincheng/shared';

/** 热门比赛 — a placeholder screen until the scores release fills it. */
export default function HotMatches() {
  return (
    <ComingSoon
      title="热门比赛"
      arrives="热门比赛与今日比分条由「比分」模块提供，实时内容随该模块后续版本上线。"
    />
  );
}
