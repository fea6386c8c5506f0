import { useParams } from 'react-router-dom';
import { ComingSoon } from '@jincheng/shared';

/** 足球球队 — a placeholder screen until the database release fills it. */
export default function TeamPage() {
  const params = useParams();
  return (
    <ComingSoon title="足球球队" arrives="球队资料（阵容、赛程、赛果、数据）随「资料库」模块的后续版本上线。">
      <p>球队编号：{params.id}</p>
    </ComingSoon>
  );
}
