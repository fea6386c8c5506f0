import { useParams } from 'react-router-dom';
import { ComingSoon } from '@jincheng/shared';

/** 足球比赛详情 — a placeholder screen until the scores release fills it. */
export default function FootballDetailPage() {
  const params = useParams();
  return (
    <ComingSoon
      title="足球比赛详情"
      arrives="比赛详情（赛况、技术统计、阵容、分析、文字直播、情报）随「比分」模块的后续版本上线。"
    >
      <p>
        比赛编号：{params.id}（类型 {params.type}）
      </p>
    </ComingSoon>
  );
}
