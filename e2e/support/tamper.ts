import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Ways a published version goes bad, for the release and fallback e2e tests, on a test's private copy of
 * dist/ (layout: webpack/release/layout.js). Each says what it stands for.
 */
type Record = {
  contract: { shared: { uses?: string[]; provides?: string[] } };
  files: { [rel: string]: { size: number; sha256: string } };
};

export function folderOf(outDir: string, app: string, version: string): string {
  return app === 'shell' ? path.join(outDir, 'shell', version) : path.join(outDir, 'remotes', app, version);
}

const recordFile = (outDir: string, app: string, version: string) =>
  path.join(folderOf(outDir, app, version), 'release.json');

function readRecord(outDir: string, app: string, version: string): Record {
  return JSON.parse(fs.readFileSync(recordFile(outDir, app, version), 'utf8'));
}

function writeRecord(outDir: string, app: string, version: string, record: Record) {
  fs.writeFileSync(recordFile(outDir, app, version), JSON.stringify(record, null, 2));
}

/** The browser file of `remote`'s /match screen that holds `needle`. */
export function screenFile(
  outDir: string,
  remote: string,
  version: string,
  screen: string,
  needle: string,
): string {
  const browser = path.join(folderOf(outDir, remote, version), 'browser');
  const report = JSON.parse(fs.readFileSync(path.join(browser, '.first-load.json'), 'utf8'));
  const files: string[] = Object.values(report.loaders as { [m: string]: { [s: string]: string[] } }).flatMap(
    (m) => m[screen] ?? [],
  );
  const found = files.find((rel) => fs.readFileSync(path.join(browser, rel), 'utf8').includes(needle));
  if (!found) throw new Error(`no file of ${remote} ${version} ${screen} holds ${needle}`);
  return found;
}

/**
 * A version published with a bug: `rel` is rewritten and the record says so (as a publish of that code
 * would), so the server serves it and promote accepts it. Its pre-compressed copies go away.
 */
export function publishWithChange(
  outDir: string,
  app: string,
  version: string,
  rel: string,
  change: (text: string) => string,
) {
  const file = path.join(folderOf(outDir, app, version), 'browser', rel);
  const text = change(fs.readFileSync(file, 'utf8'));
  fs.writeFileSync(file, text);
  const record = readRecord(outDir, app, version);
  for (const variant of ['.br', '.gz']) {
    fs.rmSync(file + variant, { force: true });
    delete record.files[rel + variant];
  }
  const bytes = Buffer.from(text);
  record.files[rel] = { size: bytes.length, sha256: crypto.createHash('sha256').update(bytes).digest('hex') };
  writeRecord(outDir, app, version, record);
}

/** A failed upload: the file (and its compressed copies) cut short after publishing; the record is not. */
export function truncate(outDir: string, app: string, version: string, rel: string) {
  const file = path.join(folderOf(outDir, app, version), 'browser', rel);
  for (const target of [file, `${file}.br`, `${file}.gz`]) {
    if (fs.existsSync(target)) fs.truncateSync(target, Math.floor(fs.statSync(target).size / 2));
  }
}

/**
 * A copy of a version under another name whose recorded shared contract is changed: what a build with other
 * shared needs (a remote) or exports (a shell) would have recorded. The files themselves are unchanged.
 */
export function copyWithContract(
  outDir: string,
  app: string,
  from: string,
  to: string,
  change: (shared: Record['contract']['shared']) => Record['contract']['shared'],
) {
  fs.cpSync(folderOf(outDir, app, from), folderOf(outDir, app, to), { recursive: true });
  const record = readRecord(outDir, app, to);
  writeRecord(outDir, app, to, {
    ...record,
    contract: { ...record.contract, shared: change(record.contract.shared) },
  });
}
