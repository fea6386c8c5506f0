import { useParams } from 'react-router-dom';
import { ComingSoon } from '@jincheng/shared';

/** 足球球员 — a placeholder screen until the database release fills it. */
export default function PlayerPage() {
  const params = useParams();
  return (
    <ComingSoon title="足球球员" arrives="球员资料与赛季数据随「资料库」模块的后续版本上线。">
      <p>
        球员编号：{params.playerId}，所属球队：{params.teamId}
      </p>
    </ComingSoon>
  );
}
