import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { maskPhone } from '@jincheng/shared/core';

/**
 * Delivers a verification code: the SMS provider interface. A real gateway (Aliyun, Tencent Cloud…) is one
 * new file implementing it, chosen in server/src/providers.ts. Never log the code: only the stand-in of a
 * development run does.
 */
export interface SmsSender {
  /** Short name for logs and docs, e.g. 'standin', 'aliyun'. */
  readonly name: string;
  send(phone: string, code: string): Promise<void>;
}

export interface LocalSmsOptions {
  /** Print the code in the server log (development profile only; never in production). */
  logCodes: boolean;
}

/**
 * The stand-in for a demo run: no SMS leaves the machine. The code goes to an outbox table that the
 * demo-only route `GET /__dev/sms/:phone` reads (any instance can answer it), and, in development, to the
 * server log.
 */
export class LocalSmsSender implements SmsSender {
  readonly name = 'standin';

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: LocalSmsOptions,
  ) {}

  async send(phone: string, code: string): Promise<void> {
    const now = Date.now();
    await this.db.qb
      .insertInto('dev_sms_outbox')
      .values({ phone, code, created_at: now })
      .onConflict((oc) => oc.column('phone').doUpdateSet({ code, created_at: now }))
      .execute();
    if (this.options.logCodes) this.log.info(`[本地短信] 发往 ${phone} 的验证码：${code}`);
    else this.log.info(`[演示短信] 验证码已放入发件箱：${maskPhone(phone)}`);
  }

  async latest(phone: string): Promise<string | undefined> {
    const row = await this.db.qb
      .selectFrom('dev_sms_outbox')
      .select('code')
      .where('phone', '=', phone)
      .executeTakeFirst();
    return row?.code;
  }
}
