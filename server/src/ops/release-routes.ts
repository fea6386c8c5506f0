import type { AppRelease, ReleaseApp, ReleasesData } from '@jincheng/shared/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import {
  APPS,
  commands,
  previousVersion,
  readState,
  type AppState,
  type ReleaseContext,
} from '../../../webpack/release/server-api';
import type { CanaryAnalysis } from './canary-analysis';
import { failureRate, type HealthStore } from './health-store';
import type { OperatorGate } from './operator-gate';

/**
 * The release console's API (/ops/releases in the shell; docs/releases.md, "Release console"). Only operators
 * who passed the second factor in this session (operator-gate.ts): no or a dead `token` → 401, a fan's → 403,
 * an operator's before the password change, enrolment or step-up → 4031/4032/4033. Every change runs the release CLI's own command (locks, integrity
 * and contract checks, history) with the operator as `by` and the reason they typed as `why`.
 */
export type HealthSeries = Pick<HealthStore, 'series' | 'totals'>;

export interface ReleaseRoutesOptions {
  outDir: string;
  gate: Pick<OperatorGate, 'ready'>;
  health: HealthSeries;
  analysis: CanaryAnalysis;
  now?: () => number;
}

const LABELS: Record<string, string> = {
  shell: '外壳',
  scores: '比分',
  content: '资讯',
  database: '资料库',
  account: '账户',
};
const HOUR_MS = 3_600_000;
const HISTORY_SHOWN = 20;

const reasonSchema = { type: 'string', minLength: 2, maxLength: 200 } as const;
const appParams = {
  type: 'object',
  required: ['app'],
  properties: { app: { type: 'string', enum: [...APPS] } },
} as const;

const operatorOf = async (request: FastifyRequest, { gate }: ReleaseRoutesOptions) =>
  (await gate.ready(request)).userId;

async function describeApp(
  app: ReleaseApp,
  entry: AppState | undefined,
  options: ReleaseRoutesOptions,
): Promise<AppRelease> {
  const now = (options.now ?? Date.now)();
  const current = entry?.current ?? null;
  const previous = previousVersion(entry) ?? null;
  const canary = entry?.canary ?? null;
  const roles: Array<{ version: string; role: 'current' | 'canary' | 'previous' }> = [];
  if (current) roles.push({ version: current, role: 'current' });
  if (canary) roles.push({ version: canary.version, role: 'canary' });
  if (previous && previous !== canary?.version) roles.push({ version: previous, role: 'previous' });
  // The shell sends no beacons (its page is chosen, and falls back, on the server): no health to show.
  if (app === 'shell') roles.length = 0;
  const versions = roles.map((r) => r.version);
  const [series, totals] = versions.length
    ? await Promise.all([
        options.health.series(app, versions, now - HOUR_MS, now),
        options.health.totals(app, versions, now - HOUR_MS, now),
      ])
    : [{}, {}];
  const empty = { mount: 0, loadFail: 0, renderError: 0, fallback: 0 };
  return {
    app,
    label: LABELS[app] ?? app,
    current,
    previous,
    canary: canary && {
      version: canary.version,
      percent: canary.percent,
      at: canary.at,
      by: canary.by,
      ...(canary.why ? { why: canary.why } : {}),
      auto: canary.auto
        ? {
            steps: canary.auto.steps,
            intervalMs: options.analysis.settings.intervalMs,
            since: canary.auto.since === undefined ? null : new Date(canary.auto.since).toISOString(),
            // The analysis recommends the operator's 全量发布 (it never promotes by itself): { at, why }.
            recommended: canary.auto.recommended ?? null,
            ...(options.analysis.verdicts.has(app)
              ? { lastVerdict: options.analysis.verdicts.get(app) }
              : {}),
          }
        : null,
    },
    health: roles.map(({ version, role }) => {
      const sum = totals[version] ?? empty;
      return {
        version,
        role,
        totals: { ...sum, failureRate: failureRate(sum) },
        minutes: series[version] ?? [],
      };
    }),
    history: [...(entry?.history ?? [])].reverse().slice(0, HISTORY_SHOWN),
  };
}

/** The CLI's refusals are English sentences for release managers; the console shows them after a Chinese lead. */
function refusal(error: unknown): never {
  if (error instanceof commands.ReleaseError) throw new ApiError(409, `操作未执行：${error.message}`, 409);
  if (error instanceof Error && error.name === 'StateLockError')
    throw new ApiError(409, '发布状态正被另一个发布操作占用，请稍后重试', 409);
  throw error;
}

export function registerReleaseRoutes(app: FastifyInstance, options: ReleaseRoutesOptions): void {
  const { outDir } = options;

  app.get('/opsapi/releases', { config: { cache: 'private' } }, async (request) => {
    await operatorOf(request, options);
    const state = readState(outDir);
    const apps: AppRelease[] = [];
    for (const name of APPS as readonly ReleaseApp[])
      apps.push(await describeApp(name, state.apps[name], options));
    const data: ReleasesData = {
      now: (options.now ?? Date.now)(),
      analysis: options.analysis.settings,
      apps,
    };
    return ok(data);
  });

  async function act(
    request: FastifyRequest<{ Params: { app: string }; Body: { reason: string } }>,
    run: (ctx: ReleaseContext, app: string) => Promise<void>,
    done: (app: string) => string,
  ) {
    const userId = await operatorOf(request, options);
    const { app } = request.params;
    if (request.body.reason.trim().length < 2) throw new ApiError(400, '请填写原因（2–200 字）', 400);
    const lines: string[] = [];
    const ctx: ReleaseContext = {
      outDir,
      by: `operator ${userId}`,
      why: request.body.reason.trim(),
      print: (line) => lines.push(line),
    };
    try {
      await run(ctx, app);
    } catch (error) {
      refusal(error);
    }
    request.log.warn({ app, operator: userId, why: ctx.why }, `release console: ${lines.join(' / ')}`);
    // `app` passed the route's enum of APPS, the release tooling's list of ReleaseApp names.
    const name = app as ReleaseApp;
    return ok({ app: await describeApp(name, readState(outDir).apps[name], options) }, done(app));
  }

  const body = (extra: Record<string, unknown> = {}, required: string[] = []) => ({
    type: 'object',
    additionalProperties: false,
    required: ['reason', ...required],
    properties: { reason: reasonSchema, ...extra },
  });

  app.post<{ Params: { app: string }; Body: { reason: string } }>(
    '/opsapi/releases/:app/rollback',
    { config: { cache: 'private' }, schema: { params: appParams, body: body() } },
    (request) =>
      act(
        request,
        (ctx, name) => commands.rollback(ctx, name),
        (name) => `已回滚「${LABELS[name]}」到 ${readState(outDir).apps[name]?.current ?? ''}`,
      ),
  );

  app.post<{ Params: { app: string }; Body: { reason: string; version: string } }>(
    '/opsapi/releases/:app/promote',
    {
      config: { cache: 'private' },
      schema: {
        params: appParams,
        body: body({ version: { type: 'string', minLength: 1, maxLength: 64 } }, ['version']),
      },
    },
    (request) =>
      act(
        request,
        async (ctx, name) => {
          const canary = readState(outDir).apps[name]?.canary;
          if (!canary || canary.version !== request.body.version)
            throw new ApiError(
              409,
              `「${LABELS[name]}」的灰度版本已不是 ${request.body.version}，请刷新后再试`,
              409,
            );
          await commands.promote(
            { ...ctx, ifCanary: { version: canary.version, at: canary.at } },
            name,
            canary.version,
          );
        },
        (name) => `「${LABELS[name]}」已全量发布 ${request.body.version}`,
      ),
  );

  app.post<{ Params: { app: string }; Body: { reason: string } }>(
    '/opsapi/releases/:app/canary/stop',
    { config: { cache: 'private' }, schema: { params: appParams, body: body() } },
    (request) =>
      act(
        request,
        async (ctx, name) => {
          if (name === 'shell') throw new ApiError(400, '外壳没有灰度发布', 400);
          await commands.canary(ctx, name, 'off');
        },
        (name) => `已停止「${LABELS[name]}」的灰度，所有访客使用当前版本`,
      ),
  );
}
