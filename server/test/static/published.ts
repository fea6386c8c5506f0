import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { readConfig } from '../../src/config';

/**
 * A published version in the release layout (webpack/release/layout.js), as `npm run release -- publish`
 * leaves it: browser files plus release.json with every file's size and sha256.
 */
export function publishFixture(
  outDir: string,
  app: string,
  version: string,
  files: Record<string, string | Buffer>,
): string {
  const folder =
    app === 'shell' ? path.join(outDir, 'shell', version) : path.join(outDir, 'remotes', app, version);
  const record: Record<string, { size: number; sha256: string }> = {};
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(folder, 'browser', rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    const bytes = Buffer.from(content);
    record[rel] = { size: bytes.length, sha256: crypto.createHash('sha256').update(bytes).digest('hex') };
  }
  fs.writeFileSync(path.join(folder, 'release.json'), JSON.stringify({ app, version, files: record }));
  return path.join(folder, 'browser');
}

/** The public registry as the release tooling writes it. */
export function writeRegistry(outDir: string, registry: object): void {
  fs.writeFileSync(path.join(outDir, 'registry.json'), JSON.stringify(registry));
}

export const SHELL_PAGE = '<!doctype html><html><head><title>锦城体育</title></head><body></body></html>';

/** The real server (no APIs) over `outDir`. */
export function hostingApp(outDir: string) {
  return buildApp({ config: { ...readConfig({}), outDir, dataDir: path.join(outDir, 'data') }, apis: false });
}
