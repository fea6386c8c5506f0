import { storage, type RemoteName } from '@jincheng/shared';

/**
 * Per remote, the last version that loaded and rendered in this browser. When the registry's version cannot
 * be loaded (manifest or entry gone, broken deploy), the loader falls back to it.
 */
type Memory = Partial<Record<RemoteName, string>>;

function read(): Memory {
  try {
    const parsed: unknown = JSON.parse(storage.get('lastKnownGood') ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Memory) : {};
  } catch {
    return {};
  }
}

export function lastKnownGood(remote: RemoteName): string | undefined {
  const version = read()[remote];
  return typeof version === 'string' && version ? version : undefined;
}

export function rememberGood(remote: RemoteName, version: string): void {
  const memory = read();
  if (memory[remote] === version) return;
  storage.set('lastKnownGood', JSON.stringify({ ...memory, [remote]: version }));
}
