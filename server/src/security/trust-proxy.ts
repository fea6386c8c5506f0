import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

/** The nginx lines that make X-Forwarded-For the proxy's word, not the client's (docs/userapi.md). */
export const NGINX_FORWARDED_LINES =
  'proxy_set_header X-Forwarded-For $remote_addr; proxy_set_header X-Forwarded-Proto $scheme;';

/**
 * Trusting a proxy (TRUST_PROXY, loopback by default) means believing its X-Forwarded-For: a proxy that
 * passes on the header the client sent (nginx without `proxy_set_header X-Forwarded-For`) lets every client
 * choose its IP and walk past the per-IP limits, and the server cannot tell such a proxy from an honest
 * one. In production it says so at start, with the lines to set, and once more if a forwarded request shows
 * a client-chosen address list (several addresses from a proxy that should overwrite the header).
 */
export function watchTrustedProxy(app: FastifyInstance, config: ServerConfig): void {
  if (config.profile !== 'production' || config.trustProxy === false) return;
  const who = config.trustProxy === true ? '任何来源' : String(config.trustProxy);
  app.log.warn(
    `TRUST_PROXY=${String(config.trustProxy)}：信任来自 ${who} 的 X-Forwarded-For 作为客户端 IP（登录、短信、` +
      `直播连接等按 IP 限频）。前置代理必须覆盖而不是转发客户端自带的该请求头，例如 nginx：「${NGINX_FORWARDED_LINES}」。` +
      `前面没有代理时请设 TRUST_PROXY=false。`,
  );
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned) return;
    const forwarded = request.headers['x-forwarded-for'];
    const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
    // Only a trusted sender's header is used at all: request.ip then differs from the socket's address.
    if (list.length < 2 || request.ip === request.socket.remoteAddress) return;
    warned = true;
    request.log.warn(
      `代理转发来的 X-Forwarded-For 含 ${list.length} 个地址：代理可能把客户端自带的该请求头一并转发了，` +
        `客户端可以借此伪造 IP。请让代理覆盖它：「${NGINX_FORWARDED_LINES}」。`,
    );
  });
}
