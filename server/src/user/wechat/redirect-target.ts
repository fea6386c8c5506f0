import { ApiError } from '../../http/envelope';

export const LOGIN_PAGE_PATH = '/loginPage';
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the stand-in sends the browser with the code: /loginPage on this site, or /loginPage on a local dev
 * server. Anything else is refused, so the page cannot be used to hand codes to a foreign site.
 */
export function resolveRedirectTarget(redirectUri: string | undefined, requestHost: string): string {
  if (!redirectUri || redirectUri === LOGIN_PAGE_PATH) return LOGIN_PAGE_PATH;
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    throw new ApiError(400, 'redirect_uri 格式不正确', 400);
  }
  const ownHost = hostnameOf(requestHost);
  const allowedHost = url.hostname === ownHost || LOCAL_HOSTS.has(url.hostname);
  if (!/^https?:$/.test(url.protocol) || url.pathname !== LOGIN_PAGE_PATH || !allowedHost) {
    throw new ApiError(400, 'redirect_uri 不在允许范围内', 400);
  }
  return `${url.origin}${LOGIN_PAGE_PATH}`;
}

function hostnameOf(host: string): string {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return '';
  }
}
