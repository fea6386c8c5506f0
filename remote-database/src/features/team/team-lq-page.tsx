import { useParams } from 'react-router-dom';
import { ComingSoon } from '@jincheng/shared';

/** 篮球球队 — a placeholder screen until the database release fills it. */
export default function TeamLqPage() {
  const params = useParams();
  return (
    <ComingSoon title="篮球球队" arrives="篮球球队资料随「资料库」模块的后续版本上线。">
      <p>球队编号：{params.id}</p>
    </ComingSoon>
  );
}
