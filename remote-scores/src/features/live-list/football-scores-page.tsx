import { ComingSoon } from '@jincheng/shared';

/** 足球比分 — a placeholder screen until the scores release fills it. */
export default function FootballScoresPage() {
  return (
    <ComingSoon
      title="足球比分"
      arrives="足球即时比分列表随「比分」模块的后续版本上线，届时此处显示当日全部比赛与实时比分。"
    />
  );
}
