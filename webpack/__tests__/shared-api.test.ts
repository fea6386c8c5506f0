import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const api = require('../release/shared-api.js');

describe('@jincheng/shared API version', () => {
  it('shared/api.json lists what shared exports today, for the version shared/package.json carries', () => {
    // Fails when an export is added, renamed or removed without `npm run shared:api` (which bumps the version).
    expect(api.checkSnapshot()).toEqual([]);
  }, 30_000);

  it('says what changed when the exports moved on without a new version', () => {
    const snapshot = { version: '1.4.0', exports: ['apiClient', 'storage', 'toast'] };
    expect(
      api.checkSnapshot({ exports: ['apiClient', 'auditBadge', 'storage'], snapshot, version: '1.4.0' }),
    ).toEqual([
      '@jincheng/shared exports changed without a new version (added: auditBadge; removed: toast): run npm run shared:api',
    ]);
    expect(api.checkSnapshot({ exports: snapshot.exports, snapshot, version: '1.5.0' })).toEqual([
      'shared/api.json is for 1.4.0, shared/package.json says 1.5.0: run npm run shared:api',
    ]);
  });

  it('bumps minor for an addition and major for a removal or rename', () => {
    expect(api.nextVersion('1.4.2', api.diffExports(['a', 'b'], ['a', 'b', 'c']))).toBe('1.5.0');
    expect(api.nextVersion('1.4.2', api.diffExports(['a', 'b'], ['a', 'c']))).toBe('2.0.0');
    expect(api.nextVersion('1.4.2', api.diffExports(['a'], ['a']))).toBe('1.4.2');
  });

  it('lists runtime exports only: types and type-only re-exports are not part of the contract', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-api-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'inner.ts'),
        'export const toast = 1; export class Client {} export interface Options { a: 1 } export type Id = string;',
      );
      fs.writeFileSync(
        path.join(dir, 'index.ts'),
        "export * from './inner'; export { type Client as ClientType } from './inner'; export function auditBadge() {}",
      );
      expect(api.sharedExports(path.join(dir, 'index.ts'))).toEqual(['Client', 'auditBadge', 'toast']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
