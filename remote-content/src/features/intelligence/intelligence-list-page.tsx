import { ComingSoon } from '@jincheng/shared';

/** 赛事情报 — a placeholder screen until the content release fills it. */
export default function IntelligenceListPage() {
  return (
    <ComingSoon
      title="赛事情报"
      arrives="赛事情报（伤停、状态、战意、战术、结论）随「资讯」模块的后续版本上线。"
    />
  );
}
