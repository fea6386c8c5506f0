// eslint-disable-next-line @typescript-eslint/no-require-imports
const ops = require('../release/release-ops.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { publicRegistry, HISTORY_LIMIT } = require('../release/state.js');

const who = { by: 'alice', why: 'test' };
type Entry = Record<string, unknown> & {
  current?: string;
  history: Record<string, unknown>[];
  stack: string[];
};
type State = { schemaVersion: number; loadTimeoutMs?: number; apps: Record<string, Entry> };

function built(...versions: string[]): State {
  let state: State = { schemaVersion: 2, apps: {} };
  for (const v of versions)
    state = ops.setCurrent(state, 'scores', v, { by: 'build', why: 'local build' }, 'build');
  return state;
}

describe('release operations', () => {
  it('rolls back through earlier versions instead of bouncing between the last two', () => {
    let state = ops.setCurrent(built('v1', 'v2'), 'scores', 'v3', who);
    expect(ops.previousVersion(state.apps.scores)).toBe('v2');
    state = ops.rollback(state, 'scores', 'v2', who);
    expect(ops.previousVersion(state.apps.scores)).toBe('v1');
    state = ops.rollback(state, 'scores', 'v1', who);
    expect(ops.previousVersion(state.apps.scores)).toBeUndefined();
  });

  it('keeps the rollback target when the capped history has long forgotten it', () => {
    let state = ops.setCurrent(built('v1'), 'scores', 'v2', who);
    for (let i = 0; i < HISTORY_LIMIT + 20; i += 1)
      state = ops.setCanary(state, 'scores', 'v3', (i % 90) + 1, who);
    expect(state.apps.scores.history).toHaveLength(HISTORY_LIMIT);
    expect(state.apps.scores.history.some((item) => item.version === 'v1')).toBe(false);
    expect(ops.previousVersion(state.apps.scores)).toBe('v1');
    expect(ops.rollback(state, 'scores', 'v1', who).apps.scores.current).toBe('v1');
  });

  it('records who, when, why, what and from which version in the history', () => {
    const state = ops.setCurrent(built('v1'), 'scores', 'v2', { by: 'bob', why: 'new live list' });
    expect(state.apps.scores.history).toEqual([
      expect.objectContaining({ version: 'v1', by: 'build', action: 'build' }),
      {
        version: 'v2',
        at: expect.any(String),
        by: 'bob',
        why: 'new live list',
        action: 'promote',
        from: 'v1',
      },
    ]);
  });

  it('records a forced change with the conflicts it was forced past', () => {
    const forced = { ...who, forced: true, conflicts: ['@jincheng/shared: uses auditBadge, …'] };
    const state = ops.setCurrent(built('v1'), 'scores', 'v2', forced);
    expect(state.apps.scores.history.at(-1)).toMatchObject({ forced: true, conflicts: forced.conflicts });
  });

  it('starts, changes and stops a canary without touching current', () => {
    let state = ops.setCanary(built('v1'), 'scores', 'v2', 10, who);
    expect(state.apps.scores).toMatchObject({ current: 'v1', canary: { version: 'v2', percent: 10 } });
    state = ops.setCanary(state, 'scores', 'v2', 50, who);
    expect(state.apps.scores.canary).toMatchObject({ percent: 50 });
    state = ops.setCanary(state, 'scores', 'v2', 0, who);
    expect(state.apps.scores.canary).toBeUndefined();
    expect(state.apps.scores.current).toBe('v1');
  });

  it('ends the canary when it is promoted, keeps an unrelated one, and a rollback stops it', () => {
    const canaried = ops.setCanary(built('v1'), 'scores', 'v2', 10, who);
    expect(ops.setCurrent(canaried, 'scores', 'v2', who).apps.scores.canary).toBeUndefined();
    const hotfix = ops.setCurrent(canaried, 'scores', 'v1b', who);
    expect(hotfix.apps.scores.canary).toMatchObject({ version: 'v2' });
    expect(ops.rollback(hotfix, 'scores', 'v1', who).apps.scores.canary).toBeUndefined();
  });

  it('canary and publish entries do not count as previous versions', () => {
    let state = ops.recordPublish(built('v1', 'v2'), 'scores', 'v3', who);
    state = ops.setCanary(state, 'scores', 'v3', 5, who);
    expect(ops.previousVersion(state.apps.scores)).toBe('v1');
  });

  it('marks an app as release-managed once the CLI touched it (a timeout setting does not count)', () => {
    const local = built('v1', 'v2');
    expect(ops.isReleaseManaged(local.apps.scores)).toBe(false);
    expect(ops.isReleaseManaged(ops.setLoadTimeout(local, 'scores', ['scores'], 5000, who).apps.scores)).toBe(
      false,
    );
    expect(ops.isReleaseManaged(ops.recordPublish(local, 'scores', 'v3', who).apps.scores)).toBe(true);
    expect(ops.isReleaseManaged(undefined)).toBe(false);
  });

  it('sets a timeout for one remote, and "all" sets the default and clears the per-remote ones', () => {
    let state = ops.setCurrent(built('v1'), 'content', 'c1', who);
    state = ops.setLoadTimeout(state, 'scores', ['scores', 'content'], 30_000, who);
    expect(publicRegistry(state).remotes.scores.loadTimeoutMs).toBe(30_000);
    state = ops.setLoadTimeout(state, 'all', ['scores', 'content'], 60_000, who);
    const registry = publicRegistry(state);
    expect(registry.loadTimeoutMs).toBe(60_000);
    expect(registry.remotes.scores.loadTimeoutMs).toBeUndefined();
    expect(state.apps.content.history.at(-1)).toMatchObject({ action: 'timeout', ms: 60_000 });
    expect(
      publicRegistry(ops.setLoadTimeout(state, 'all', ['scores', 'content'], undefined, who)).loadTimeoutMs,
    ).toBeUndefined();
  });

  it('gives browsers only current, previous good, canary and timeout — no history, no names', () => {
    let state = ops.setCurrent(built('v1', 'v2'), 'shell', 's1', who, 'build');
    state = ops.setCanary(state, 'scores', 'v3', 10, { by: 'li.wei', why: 'secret plan' });
    expect(publicRegistry(state)).toEqual({
      schemaVersion: 2,
      shell: { current: 's1' },
      remotes: { scores: { current: 'v2', previous: 'v1', canary: { version: 'v3', percent: 10 } } },
    });
  });
});
