// eslint-disable-next-line @typescript-eslint/no-require-imports
const ops = require('../release/release-ops.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { setCurrent } = require('../registry-file.js');

const who = { by: 'alice', why: 'test' };
type Registry = { remotes: Record<string, Record<string, unknown> & { current?: string }> };

function built(...versions: string[]): Registry {
  let registry: Registry = { remotes: {} };
  for (const v of versions) registry = setCurrent(registry, 'scores', v, { by: 'build', why: 'local build' });
  return registry;
}

describe('release operations', () => {
  it('rolls back through earlier versions instead of bouncing between the last two', () => {
    let registry = ops.promote(built('v1', 'v2'), 'scores', 'v3', who);
    expect(ops.previousVersion(registry.remotes.scores)).toBe('v2');
    registry = ops.rollback(registry, 'scores', 'v2', who);
    expect(ops.previousVersion(registry.remotes.scores)).toBe('v1');
    registry = ops.rollback(registry, 'scores', 'v1', who);
    expect(ops.previousVersion(registry.remotes.scores)).toBeUndefined();
  });

  it('records who, when, why and what in the history', () => {
    const registry = ops.promote(built('v1'), 'scores', 'v2', { by: 'bob', why: 'new live list' });
    expect(registry.remotes.scores.history).toEqual([
      expect.objectContaining({ version: 'v1', by: 'build' }),
      { version: 'v2', at: expect.any(String), by: 'bob', why: 'new live list', action: 'promote' },
    ]);
  });

  it('starts, changes and stops a canary without touching current', () => {
    let registry = ops.setCanary(built('v1'), 'scores', 'v2', 10, who);
    expect(registry.remotes.scores).toMatchObject({ current: 'v1', canary: { version: 'v2', percent: 10 } });
    registry = ops.setCanary(registry, 'scores', 'v2', 50, who);
    expect(registry.remotes.scores.canary).toMatchObject({ percent: 50 });
    registry = ops.setCanary(registry, 'scores', 'v2', 0, who);
    expect(registry.remotes.scores.canary).toBeUndefined();
    expect(registry.remotes.scores.current).toBe('v1');
  });

  it('ends the canary when it is promoted, keeps an unrelated one, and a rollback stops it', () => {
    const canaried = ops.setCanary(built('v1'), 'scores', 'v2', 10, who);
    expect(ops.promote(canaried, 'scores', 'v2', who).remotes.scores.canary).toBeUndefined();
    const hotfix = ops.promote(canaried, 'scores', 'v1b', who);
    expect(hotfix.remotes.scores.canary).toMatchObject({ version: 'v2' });
    expect(ops.rollback(hotfix, 'scores', 'v1', who).remotes.scores.canary).toBeUndefined();
  });

  it('canary and publish entries do not count as previous versions', () => {
    let registry = ops.recordPublish(built('v1', 'v2'), 'scores', 'v3', who);
    registry = ops.setCanary(registry, 'scores', 'v3', 5, who);
    expect(ops.previousVersion(registry.remotes.scores)).toBe('v1');
  });

  it('marks a remote as release-managed once the CLI touched it', () => {
    const local = built('v1', 'v2');
    expect(ops.isReleaseManaged(local.remotes.scores)).toBe(false);
    expect(ops.isReleaseManaged(ops.recordPublish(local, 'scores', 'v3', who).remotes.scores)).toBe(true);
    expect(ops.isReleaseManaged(undefined)).toBe(false);
  });

  it('never creates a registry entry without a current version', () => {
    const empty = { remotes: {} };
    expect(ops.recordPublish(empty, 'scores', 'v1', who)).toBe(empty);
  });
});
