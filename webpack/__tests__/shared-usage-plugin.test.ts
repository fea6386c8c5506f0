import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const webpack = require('webpack');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SharedUsagePlugin, CONTRACT_ASSET } = require('../shared-usage-plugin.js');

const SOURCES: Record<string, string> = {
  'shared.js':
    'export const toast = {}; export const apiClient = () => 1; export const storage = {}; export const dayjs = 1; export const unused = 1;',
  'entry.js':
    "import { f } from './a'; import { g } from './b'; f(); g(); import('./lazy').then((m) => m.h());",
  // Member access on an import counts as the import (toast.success → toast).
  'a.js':
    "import { toast, apiClient } from '@jincheng/shared'; export const f = () => toast.success?.(apiClient());",
  // A namespace import used by member counts each member.
  'b.js': "import * as S from '@jincheng/shared'; export const g = () => S.storage;",
  'lazy.js': "export { dayjs as h } from '@jincheng/shared';",
};

async function usesOf(sources: Record<string, string>): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-usage-'));
  try {
    for (const [name, text] of Object.entries(sources)) fs.writeFileSync(path.join(dir, name), text);
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './entry.js',
      output: { path: path.join(dir, 'out') },
      resolve: { alias: { '@jincheng/shared$': path.join(dir, 'shared.js') } },
      plugins: [new SharedUsagePlugin({ kind: 'remote' })],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error: Error | null, stats: { hasErrors(): boolean; toString(): string }) =>
        error || stats.hasErrors() ? reject(error ?? new Error(stats.toString())) : resolve(),
      ),
    );
    const contract = JSON.parse(fs.readFileSync(path.join(dir, 'out', CONTRACT_ASSET), 'utf8'));
    expect(contract.shared.version).toMatch(/^\d+\.\d+\.\d+/);
    return contract.shared.uses;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('shared usage plugin', () => {
  it('records every shared export a build uses, through module concatenation and lazy chunks', async () => {
    expect(await usesOf(SOURCES)).toEqual(['apiClient', 'dayjs', 'storage', 'toast']);
  }, 60_000);

  it('records "*" when the package is used as a whole', async () => {
    const sources = {
      ...SOURCES,
      'b.js': "import * as S from '@jincheng/shared'; export const g = () => Object.keys(S);",
    };
    expect(await usesOf(sources)).toContain('*');
  }, 60_000);
});
