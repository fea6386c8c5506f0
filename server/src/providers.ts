import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import type { Providers } from './module-context';
import { createStandinPay } from './pay/standin-provider';
import { LocalSmsSender } from './user/sms/sms-sender';
import { createStandinWechat } from './user/wechat/standin-wechat';

/**
 * Which provider answers for pay, SMS and WeChat. A real provider is one new file implementing the interface
 * (pay/pay-provider.ts, user/sms/sms-sender.ts, user/wechat/wechat-provider.ts) and one line here that builds
 * it from its environment keys; given providers (tests, embedders) come first. Otherwise a demo run gets the
 * stand-in and production gets none.
 */
export function resolveProviders(
  config: ServerConfig,
  db: Db,
  log: FastifyBaseLogger,
  given: Partial<Providers> = {},
): Providers {
  const demo = config.demo;
  return {
    pay: given.pay ?? (demo ? createStandinPay(db) : null),
    sms:
      given.sms ??
      (demo ? new LocalSmsSender(db, log, { logCodes: config.profile === 'development' }) : null),
    wechat: given.wechat ?? (demo ? createStandinWechat(db) : null),
  };
}

const DEPLOYMENT_FILE = path.resolve(__dirname, '..', '..', 'shell', 'src', 'config', 'deployment.json');

/** The shell's deployment details (README, "Deployment details"): still the shipped placeholders? */
export function deploymentPlaceholders(file = DEPLOYMENT_FILE): boolean {
  try {
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { placeholders?: unknown }).placeholders !== false;
  } catch {
    return true;
  }
}

/** One startup line per profile; stand-ins in production are a loud warning at every start. */
export function logProfile(config: ServerConfig, providers: Providers, log: FastifyBaseLogger): void {
  const names = (['pay', 'sms', 'wechat'] as const)
    .map((k) => `${k}=${providers[k]?.name ?? 'none'}`)
    .join(' ');
  if (config.profile === 'development') {
    log.info(`开发环境（演示数据与替身服务）：${names}`);
    return;
  }
  if (config.demo) {
    log.warn(
      `⚠⚠⚠ JC_DEMO_STANDINS=1：生产环境启用了演示替身（收银台、微信授权页、短信发件箱）和演示账号。` +
        `任何人都可以不付款充值、不验证登录。只用于演示，切勿用于真实用户！ ${names}`,
    );
    return;
  }
  if (!config.throttle) log.warn('生产环境：RATE_LIMITS=off，登录与短信不限频，仅用于测试！');
  if (deploymentPlaceholders())
    log.warn(
      '生产环境：页脚联系方式、ICP备案号与员工总部链接仍是占位值，请在 shell/src/config/deployment.json 中填写后' +
        '把 placeholders 设为 false 并重新构建（README「Deployment details」）',
    );
  const missing = (['pay', 'sms', 'wechat'] as const).filter((k) => !providers[k]);
  if (missing.length)
    log.warn(`生产环境：未配置 ${missing.join('、')} 服务，相应功能已关闭（页面会提示暂未开放）`);
  log.info(`生产环境：${names}`);
}
