import md5 from 'md5';

/**
 * Request-signing constants and the pure sign function (seed spec §7, §9).
 * Shared verbatim by the browser client and the server's check, so this file stays free of browser APIs.
 *
 * The secret ships inside the web bundle, so it is not a secret in the cryptographic sense: the signature
 * only proves the request came from a client of this release and, with the timestamp, limits replays.
 */
export const CHANNEL = 'H5';
export const VERSION = '3.1.2';
export const EPT = 97;
export const SIGN_SECRET = 'jcty-h5-2f9c41d7e3a8';
/** The server rejects a `timestamp` header further than this from its clock. */
export const SIGN_MAX_SKEW_SECONDS = 5 * 60;

/** sign = md5(channel + timestamp + version + secret), lower-case hex. */
export function computeSign(
  channel: string,
  timestamp: string | number,
  version: string,
  secret: string = SIGN_SECRET,
): string {
  return md5(`${channel}${timestamp}${version}${secret}`);
}

/** Epoch seconds, the unit of the `timestamp` header. */
export function epochSeconds(nowMs: number = Date.now()): number {
  return Math.floor(nowMs / 1000);
}
