import { useParams } from 'react-router-dom';
import { ComingSoon } from '@jincheng/shared';

/** 情报详情 — a placeholder screen until the content release fills it. */
export default function IntelligenceDetailPage() {
  const params = useParams();
  return (
    <ComingSoon title="情报详情" arrives="情报详情随「资讯」模块的后续版本上线。">
      <p>情报编号：{params.id}</p>
    </ComingSoon>
  );
}
