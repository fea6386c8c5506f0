import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CHANNEL, VERSION, computeSign, epochSeconds } from '@jincheng/shared/core';
import { buildApp, type AppOptions } from '../../src/app';
import { readConfig, type ServerConfig } from '../../src/config';
import type { Db } from '../../src/db/database';
import { openTestDb } from '../db/test-db';

export interface TestServer {
  app: FastifyInstance;
  base: string;
  db: Db;
  dataDir: string;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Config overrides; throttling is off unless a test passes its rules (the e2e suite runs likewise). */
  config?: Partial<ServerConfig>;
  providers?: AppOptions['providers'];
  logStream?: NodeJS.WritableStream;
  /** A second instance on the first one's database (what several instances behind a proxy share). */
  sameDatabaseAs?: TestServer;
}

/** A real server on a free port with its own temporary DATA_DIR. */
export async function startServer(
  profile: ServerConfig['profile'] = 'development',
  options: StartOptions = {},
): Promise<TestServer> {
  const shared = options.sameDatabaseAs;
  const test = shared ? null : await openTestDb();
  const db = shared?.db ?? (test as NonNullable<typeof test>).db;
  const dir = test?.dataDir ?? shared?.dataDir ?? '';
  const config: ServerConfig = {
    ...readConfig({ NODE_ENV: profile }),
    dataDir: dir,
    outDir: path.join(dir, 'out'),
    throttle: null,
    ...options.config,
  };
  const app = await buildApp({
    config,
    db,
    sport: false,
    providers: options.providers,
    logger: Boolean(options.logStream),
    logStream: options.logStream,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    base: address,
    db,
    dataDir: dir,
    async close() {
      await app.close();
      await test?.dispose();
    },
  };
}

export interface SignOptions {
  /** Epoch ms used for the timestamp header. */
  at?: number;
  sign?: string;
  token?: string;
  equipment?: string;
}

export function signedHeaders({
  at = Date.now(),
  sign,
  token,
  equipment = 'pc_test-device',
}: SignOptions = {}) {
  const timestamp = String(epochSeconds(at));
  const headers: Record<string, string> = {
    agentId: 'pc_default',
    ept: '97',
    telFirm: '',
    channel: CHANNEL,
    version: VERSION,
    equipment,
    timestamp,
    sign: sign ?? computeSign(CHANNEL, timestamp, VERSION),
  };
  if (token) headers.token = token;
  return headers;
}

export interface Answer {
  status: number;
  body: { retcode: number; retmsg: string; data: Record<string, unknown> | null };
}

export interface CallOptions extends SignOptions {
  /** 'json' (default), 'form' (multipart) or 'none' (no body). */
  as?: 'json' | 'form' | 'none';
  unsigned?: boolean;
}

export async function call(
  server: TestServer,
  path: string,
  body: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<Answer> {
  const { as = 'json', unsigned = false } = options;
  const headers: Record<string, string> = unsigned ? {} : signedHeaders(options);
  let payload: string | FormData | undefined;
  if (as === 'json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  } else if (as === 'form') {
    const form = new FormData();
    for (const [key, value] of Object.entries(body)) {
      for (const item of Array.isArray(value) ? value : [value]) form.append(key, String(item));
    }
    payload = form;
  }
  const res = await fetch(`${server.base}${path}`, { method: 'POST', headers, body: payload });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

/** Asks for an SMS code and reads it from the development outbox. */
export async function smsCodeFor(server: TestServer, phone: string): Promise<string> {
  const sent = await call(server, '/userapi/msm/send', { phone });
  if (sent.body.retcode !== 200) throw new Error(`send failed: ${sent.body.retmsg}`);
  const res = await fetch(`${server.base}/__dev/sms/${phone}`);
  return ((await res.json()) as { code: string }).code;
}

export async function loginToken(
  server: TestServer,
  phone = '13800000001',
  pwd = 'Jincheng123',
): Promise<string> {
  const answer = await call(server, '/userapi/login/user/pwd', { phone, pwd });
  const token = answer.body.data?.token;
  if (typeof token !== 'string') throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  return token;
}
