import type { ServerConfig } from './config';
import type { Db } from './db/database';
import type { PayProvider } from './pay/pay-provider';
import type { Throttle } from './security/throttle';
import type { SmsSender } from './user/sms/sms-sender';
import type { WechatProvider } from './user/wechat/wechat-provider';

/**
 * The three outside services. null: none configured, the feature is refused and the screens say so. Here
 * rather than in providers.ts (which builds them from the stand-ins), so that the modules' contract never
 * imports the modules back: providers.ts → pay → user → module-context.ts was a loop.
 */
export interface Providers {
  pay: PayProvider | null;
  sms: SmsSender | null;
  wechat: WechatProvider | null;
}

/**
 * Everything an API module needs; each module registers its own routes and migrations. Its own file, so the
 * modules (user, pay, sport) depend on it and app.ts depends on them, never the other way round.
 */
export interface ModuleContext {
  config: ServerConfig;
  db: Db;
  providers: Providers;
  throttle: Throttle;
}
