import path from 'node:path';
import { isPostgresUrl } from './db/database';
import { DEFAULT_THROTTLE, type ThrottleRules } from './security/throttle-rules';

/** Timeouts and caps of the HTTP server (docs/userapi.md, "Limits"). */
export interface ServerLimits {
  /** The whole request (headers and body) must arrive within this; a trickled body is cut off (408). */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  /** How often Node checks the two timeouts above. */
  timeoutCheckMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A socket with no traffic at all for this long is closed (SSE heartbeats every 15 s keep streams alive). */
  socketIdleMs: number;
  /** Connections beyond this are refused by the server socket. */
  maxConnections: number;
  /** Open live-feed (SSE) streams, and chat streams, per client (an IPv4 address or an IPv6 /64). */
  sseMaxPerIp: number;
  /** Open live-feed streams on one instance, all clients together (503 beyond). */
  sseMaxTotal: number;
  /** Open chat-room streams on one instance, all clients together (503 beyond). */
  chatStreamsMaxTotal: number;
}

/** Runtime settings, read once from the environment. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Where SQLite and other mutable state live. */
  dataDir: string;
  /**
   * `DATABASE_URL` (postgres://…): PostgreSQL instead of SQLite, shared by every instance that names it
   * (README, "Scale out"). Null: SQLite in `dataDir`.
   */
  databaseUrl: string | null;
  /** Where the built shell, the versioned remotes and registry.json live. */
  outDir: string;
  /** 'development' (default for `npm start`) or 'production' (`NODE_ENV=production`). */
  profile: 'development' | 'production';
  /**
   * The stand-in providers (cashier, WeChat page, SMS outbox) and the demo accounts. On in development; in
   * production only with `JC_DEMO_STANDINS=1`, which is logged as a warning at every start.
   */
  demo: boolean;
  /**
   * Who may set X-Forwarded-For/-Proto (Fastify `trustProxy`): `TRUST_PROXY` (addresses or CIDRs, comma
   * separated, or true/false), default loopback only. Trusting every sender would let any client pick its
   * own IP and walk past the per-IP limits.
   */
  trustProxy: boolean | string;
  limits: ServerLimits;
  /** Sign-in and SMS throttling; `null` turns it off (`RATE_LIMITS=off`, used by the e2e suite). */
  throttle: ThrottleRules | null;
  /** Whole public answers kept for a moment (http/answer-cache.ts); `ANSWER_CACHE=off` turns it off. */
  answerCache: boolean;
}

const repoRoot = path.resolve(__dirname, '..', '..');

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
};

function trustProxyFrom(value: string | undefined): ServerConfig['trustProxy'] {
  if (!value) return 'loopback';
  return value === 'true' || value === 'false' ? value === 'true' : value;
}

function databaseUrlFrom(value: string | undefined): string | null {
  if (!value) return null;
  if (!isPostgresUrl(value))
    throw new Error(
      'DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/db), or unset for SQLite',
    );
  return value;
}

export function readLimits(env: NodeJS.ProcessEnv = {}): ServerLimits {
  return {
    requestTimeoutMs: positive(env.REQUEST_TIMEOUT_MS, 30_000),
    headersTimeoutMs: positive(env.HEADERS_TIMEOUT_MS, 10_000),
    timeoutCheckMs: 2_000,
    keepAliveTimeoutMs: positive(env.KEEP_ALIVE_TIMEOUT_MS, 65_000),
    socketIdleMs: 120_000,
    maxConnections: positive(env.MAX_CONNECTIONS, 10_000),
    sseMaxPerIp: positive(env.SSE_MAX_PER_IP, 20),
    // Together 6,000 of the 10,000 connections: page, API and file requests always keep 4,000.
    sseMaxTotal: positive(env.SSE_MAX_TOTAL, 4_000),
    chatStreamsMaxTotal: positive(env.CHAT_MAX_STREAMS, 2_000),
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  const profile = env.NODE_ENV === 'production' ? 'production' : 'development';
  const smsCeiling = positive(env.SMS_DAILY_CEILING, DEFAULT_THROTTLE.smsDailyCeiling);
  return {
    port: Number.isInteger(port) && port >= 0 ? port : 8080,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(repoRoot, env.DATA_DIR ?? '.data'),
    databaseUrl: databaseUrlFrom(env.DATABASE_URL),
    outDir: path.resolve(repoRoot, env.OUT_DIR ?? 'dist'),
    profile,
    demo: profile === 'development' || env.JC_DEMO_STANDINS === '1',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    limits: readLimits(env),
    throttle: env.RATE_LIMITS === 'off' ? null : { ...DEFAULT_THROTTLE, smsDailyCeiling: smsCeiling },
    answerCache: env.ANSWER_CACHE !== 'off',
  };
}
