import { useParams } from 'react-router-dom';
import { ComingSoon } from '@jincheng/shared';

/** 篮球比赛详情 — a placeholder screen until the scores release fills it. */
export default function BasketballDetailPage() {
  const params = useParams();
  return (
    <ComingSoon
      title="篮球比赛详情"
      arrives="篮球比赛详情（每节比分、技术统计、球员数据、文字直播）随「比分」模块的后续版本上线。"
    >
      <p>
        比赛编号：{params.id}（类型 {params.type}）
      </p>
    </ComingSoon>
  );
}
