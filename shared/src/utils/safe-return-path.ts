/** Where a page may send the browser back to, at most this long. */
const MAX_PATH_LENGTH = 2048;
/** Any origin will do: only whether the parsed URL stays on it matters. */
const PROBE_ORIGIN = 'https://return-path.invalid';

/** C0 and C1 control characters (and DEL), which browsers strip or mangle inside URLs. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) return true;
  }
  return false;
}

/**
 * True for a path on this site: starts with exactly one `/`, no backslash (browsers read `/\host` as
 * `//host`), no control or space characters (browsers drop tabs and newlines, so `/\t/host` becomes
 * `//host`), no encoded slash or backslash right after the first `/` (so no later decode can make one), and
 * the URL parser browsers use keeps it on the same origin. Never a page that would start the flow again.
 */
export function isSafeReturnPath(path: string): boolean {
  if (path.length === 0 || path.length > MAX_PATH_LENGTH) return false;
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  if (/[\\\s]/.test(path) || hasControlCharacter(path)) return false;
  if (/^\/(%2f|%5c)/i.test(path) || /%(0[0-9a-f]|1[0-9a-f]|7f)/i.test(path)) return false;
  let url: URL;
  try {
    url = new URL(path, PROBE_ORIGIN);
  } catch {
    return false;
  }
  return url.origin === PROBE_ORIGIN && !/^\/loginPage(\/|$)/i.test(url.pathname);
}

/**
 * The one check for every "go back to where you were" value (the WeChat `state`, a `redirect` query): the
 * value is `encodeURIComponent(fullPath)` as the page sent it; answers that path when it stays on this site,
 * otherwise `fallback`. Hostile inputs it refuses: see its tests.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || value.length > MAX_PATH_LENGTH * 3) return fallback;
  let path: string;
  try {
    path = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  return isSafeReturnPath(path) ? path : fallback;
}
