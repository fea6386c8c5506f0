import type { FastifyInstance } from 'fastify';

/** A WeChat user as the provider reports them. */
export interface WechatIdentity {
  openId: string;
  nickname: string;
}

/**
 * WeChat QR sign-in (网站应用微信登录): the provider interface. The stand-in (standin-wechat.ts) plays WeChat
 * and the phone on this server; a real one is a new file that sends the browser to open.weixin.qq.com and
 * exchanges the code with WeChat's API (app id and secret from the environment), chosen in providers.ts.
 */
export interface WechatProvider {
  readonly name: string;
  /** The page a QR code points at; the login dialog adds `scope` and `state` (capabilities call). */
  readonly authorizeUrl: string;
  /** The WeChat user behind a one-time code from the redirect to /loginPage; null when invalid or used. */
  exchange(code: string): Promise<WechatIdentity | null>;
  /** Routes the provider needs on this server (prefix /userapi); `unsignedPaths` carry no web sign. */
  register?(scope: FastifyInstance): void;
  readonly unsignedPaths?: readonly string[];
}
