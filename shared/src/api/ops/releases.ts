/**
 * The operators' release API (/opsapi/releases, issue 29): what the server answers (server/src/ops/release-routes.ts)
 * and the console reads and sends (shell/src/features/release-console), one definition for both.
 */
export type ReleaseApp = 'shell' | 'scores' | 'content' | 'database' | 'account';

export interface HealthCounts {
  mount: number;
  loadFail: number;
  renderError: number;
  fallback: number;
}

export interface VersionHealth {
  version: string;
  role: 'current' | 'canary' | 'previous';
  totals: HealthCounts & { failureRate: number };
  /** The last 60 minutes, oldest first, only minutes with data (`minute`: epoch ms of its start). */
  minutes: Array<HealthCounts & { minute: number }>;
}

export interface CanaryState {
  version: string;
  percent: number;
  at: string;
  by: string;
  why?: string;
  auto: null | {
    steps: number[];
    intervalMs: number;
    /** When the automatic steps started (ISO); null when the state does not say. */
    since: string | null;
    lastVerdict?: string;
    /** The analysis recommends 全量发布 (100 % always needs an operator): when and on what numbers. */
    recommended?: { at: string; why: string } | null;
  };
}

export interface HistoryEntry {
  at: string;
  /** Who did it; release states written before `by` was kept have none. */
  by?: string;
  why?: string;
  action: string;
  version: string;
  from?: string;
  percent?: number;
  forced?: boolean;
  /** A step of the automatic canary analysis, not an operator's. */
  auto?: boolean;
  /** A load timeout's new value (action `timeout`). */
  ms?: number;
}

export interface AppRelease {
  app: ReleaseApp;
  /** 外壳, 比分, 资讯, 资料库, 账户 */
  label: string;
  current: string | null;
  previous: string | null;
  canary: CanaryState | null;
  health: VersionHealth[];
  /** Newest first, at most 20. */
  history: HistoryEntry[];
}

export interface ReleasesData {
  /** The server's clock, epoch ms: the chart's last hour ends here. */
  now: number;
  analysis: { intervalMs: number; minSample: number; maxExcess: number };
  apps: AppRelease[];
}

export type ReleaseAction = 'rollback' | 'promote' | 'stop-canary';
