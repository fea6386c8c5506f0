import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/envelope';
import { randomSecret, safeEqual } from '../secrets';

/** The stand-in page's form token, also kept in this cookie (double submit): another site can read neither. */
export const WECHAT_FORM_COOKIE = 'jc_wx_form';
const COOKIE_PATH = '/userapi/wechat';
const FORM_TTL_S = 30 * 60;

export const CROSS_SITE_MESSAGE =
  '该授权请求来自其他网站，已拒绝。请回到锦城体育的登录窗口重新扫码或打开授权页';
export const FORM_EXPIRED_MESSAGE = '授权页已失效，请回到锦城体育的登录窗口重新打开授权页';

/** Issues the token the page's form carries, and sets the cookie it must match. */
export function issueFormToken(request: FastifyRequest, reply: FastifyReply): string {
  const token = randomSecret(24);
  reply.setCookie(WECHAT_FORM_COOKIE, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: FORM_TTL_S,
  });
  return token;
}

/**
 * Refuses a confirmation another site's page posted in the visitor's browser (login CSRF: the visitor would
 * be signed in to an account the other site chose). `Sec-Fetch-Site` (set by the browser, no page can change
 * it) must be same-origin; without it (an older browser), `Origin`, when it names a site, must be this one;
 * and in every case the form's token must match the cookie set with the page (SameSite=Strict, so another
 * site's post carries no cookie, and it cannot read the token).
 */
export function refuseCrossSite(request: FastifyRequest, formToken: string | undefined): void {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') throw new ApiError(403, CROSS_SITE_MESSAGE, 403);
  // Only where the browser sends no Sec-Fetch-Site: the page's own post carries `Origin: null` (its
  // Referrer-Policy is no-referrer), so null is left to the token; another site's origin is refused.
  const origin = request.headers.origin;
  if (
    site === undefined &&
    origin !== undefined &&
    origin !== 'null' &&
    origin !== `${request.protocol}://${request.host}`
  )
    throw new ApiError(403, CROSS_SITE_MESSAGE, 403);
  const cookie = request.cookies[WECHAT_FORM_COOKIE];
  if (!formToken || !cookie || !safeEqual(formToken, cookie))
    throw new ApiError(403, FORM_EXPIRED_MESSAGE, 403);
}
