import { ComingSoon } from '@jincheng/shared';

/** 今日比分 — a placeholder screen until the scores release fills it. */
export default function TodayStrip() {
  return <ComingSoon title="今日比分" arrives="今日比分条由「比分」模块提供，随该模块后续版本上线。" />;
}
