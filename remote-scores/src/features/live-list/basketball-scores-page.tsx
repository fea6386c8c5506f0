import { ComingSoon } from '@jincheng/shared';

/** 篮球比分 — a placeholder screen until the scores release fills it. */
export default function BasketballScoresPage() {
  return (
    <ComingSoon
      title="篮球比分"
      arrives="篮球即时比分列表随「比分」模块的后续版本上线，届时此处显示每节比分。"
    />
  );
}
