/** Types of server-api.js for the server (TypeScript); the release tooling itself is plain CommonJS. */
export interface ReleaseContext {
  outDir: string;
  by: string;
  why?: string;
  force?: boolean;
  auto?: boolean;
  steps?: string;
  /** Only change the canary if it is still this one (the analysis judged it). */
  ifCanary?: { version: string; at: string };
  print: (line: string) => void;
}

export interface CanaryState {
  version: string;
  percent: number;
  at: string;
  by: string;
  why?: string;
  /**
   * `recommended`: the analysis found the canary healthy at its last step below 100 % and recommends an
   * operator's 全量发布 (it never promotes by itself).
   */
  auto?: { steps: number[]; since?: number; recommended?: { at: string; why: string } };
}

export interface HistoryItem {
  version: string;
  at: string;
  by?: string;
  why?: string;
  /** build | publish | promote | rollback | canary | timeout: release-ops.js sets it on every item. */
  action: string;
  from?: string;
  percent?: number;
  ms?: number;
  forced?: boolean;
  auto?: boolean;
}

export interface AppState {
  current?: string;
  canary?: CanaryState;
  stack?: string[];
  history?: HistoryItem[];
  loadTimeoutMs?: number;
}

export interface ReleaseState {
  schemaVersion: number;
  apps: Record<string, AppState | undefined>;
}

export declare const commands: {
  ReleaseError: new (message: string) => Error;
  promote(ctx: ReleaseContext, app: string, version: string): Promise<void>;
  rollback(ctx: ReleaseContext, app: string, version?: string): Promise<void>;
  canary(ctx: ReleaseContext, app: string, version: string, percent?: string): Promise<void>;
};
export declare const APPS: readonly string[];
export declare function readState(outDir: string): ReleaseState;
export declare function previousVersion(entry: AppState | undefined): string | undefined;
export declare function recommendPromote(
  outDir: string,
  app: string,
  version: string,
  at: number,
  why: string,
): Promise<unknown>;
export declare function startAnalysis(
  outDir: string,
  app: string,
  version: string,
  since: number,
): Promise<unknown>;
