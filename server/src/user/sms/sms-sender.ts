import type { FastifyBaseLogger } from 'fastify';

/** Delivers a verification code. A real gateway (Aliyun, Tencent Cloud…) implements the same interface. */
export interface SmsSender {
  send(phone: string, code: string): Promise<void>;
}

/**
 * The default sender for a local run: no SMS leaves the machine. The code goes to the server log and to an
 * in-memory outbox that the development-only route `GET /__dev/sms/:phone` reads.
 */
export class LocalSmsSender implements SmsSender {
  private readonly outbox = new Map<string, string>();

  constructor(private readonly log: FastifyBaseLogger) {}

  async send(phone: string, code: string): Promise<void> {
    this.outbox.set(phone, code);
    this.log.info({ phone }, `[本地短信] 发往 ${phone} 的验证码：${code}`);
  }

  latest(phone: string): string | undefined {
    return this.outbox.get(phone);
  }
}
