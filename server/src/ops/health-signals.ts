import type { HealthStore } from './health-store';
import { minuteOf } from './health-store';
import { liveVersions } from './live-versions';

/**
 * Health the server sees itself (issue 44), counted beside the browsers' verified beacons: a file a live
 * version's release record lists that could not be served whole (missing, or not what was published) is a
 * `load-fail` of that version. Each (app, version, file) counts at most once a minute, however often it is
 * asked for, so requests cannot multiply a real failure; versions the live registry does not name and paths
 * the record does not list count nothing.
 */
export interface ServerSignals {
  versionFileFailed(app: string, version: string, rel: string): void;
}

export function createServerSignals(
  store: Pick<HealthStore, 'record'>,
  outDir: string,
  { now = () => Date.now(), onError = (_error: unknown) => undefined } = {},
): ServerSignals {
  let minute = -1;
  const counted = new Set<string>();
  return {
    versionFileFailed(app, version, rel) {
      const at = now();
      if (minuteOf(at) !== minute) {
        minute = minuteOf(at);
        counted.clear();
      }
      const key = `${app}\n${version}\n${rel}`;
      if (counted.has(key)) return;
      counted.add(key);
      liveVersions(outDir)
        .then((known) => {
          if (known.get(app)?.has(version)) store.record([{ app, version, kind: 'load-fail', count: 1 }], at);
        })
        .catch(onError);
    },
  };
}
