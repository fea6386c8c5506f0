import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import pg from 'pg';
import { pgClientConfig, type Db, type Exec } from '../../db/database';
import type { Schema } from '../../db/schema';

/** The advisory lock whose holder runs the simulator (any bigint both sides agree on). */
export const LEADER_LOCK = 7_350_002;
/** The advisory lock whose holder runs the canary analysis (server/src/ops/canary-analysis.ts). */
export const CANARY_LOCK = 7_350_003;

export interface LeaderHooks {
  /** Became leader: `exec` runs on the connection that holds the lock (use it for every write). */
  elected(exec: Exec): Promise<void>;
  /** Lost or gave up the lead: stop writing (resolves once writing has stopped). */
  deposed(): Promise<void>;
  onError(error: unknown): void;
}

export interface Leadership {
  readonly isLeader: boolean;
  stop(): Promise<void>;
}

/** Kysely on one pg client: its queries and transactions all run on the session that holds the lock. */
function kyselyOn(client: pg.Client): Exec {
  const pool: PostgresPool = {
    connect: async () => Object.assign(client, { release: () => undefined }),
    end: async () => undefined,
  };
  return new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * Exactly one simulator across instances. SQLite: one instance, always the leader. PostgreSQL: every
 * instance tries `pg_try_advisory_lock` every `retryMs` on a dedicated connection; the holder leads until
 * that connection ends. A killed process's connection ends with it, PostgreSQL releases the lock, and
 * another instance takes over on its next try (TCP keepalives on the connection make the server notice a
 * vanished host within seconds too). Writing only through the lock's own connection fences a deposed
 * leader: if that connection is gone, so is any transaction it had open.
 */
export function electLeader(db: Db, hooks: LeaderHooks, retryMs = 2_000, lock = LEADER_LOCK): Leadership {
  let leader = false;
  let stopped = false;
  if (db.engine === 'sqlite' || !db.url) {
    leader = true;
    void hooks.elected(db.qb).catch(hooks.onError);
    return {
      get isLeader() {
        return leader;
      },
      async stop() {
        stopped = true;
        leader = false;
        await hooks.deposed();
      },
    };
  }
  const url = db.url;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;

  const lose = (current: pg.Client) => {
    if (client !== current) return;
    client = null;
    current.end().catch(() => undefined);
    if (leader) {
      leader = false;
      void hooks.deposed().catch(hooks.onError);
    }
  };

  async function attempt(): Promise<void> {
    if (stopped || leader) return;
    if (!client) {
      const fresh = new pg.Client(pgClientConfig(url, 'jincheng-leader'));
      fresh.on('error', (error) => {
        hooks.onError(error);
        lose(fresh);
      });
      fresh.on('end', () => lose(fresh));
      client = fresh;
      await fresh.connect();
      await fresh.query(
        'SET tcp_keepalives_idle = 5; SET tcp_keepalives_interval = 2; SET tcp_keepalives_count = 2',
      );
    }
    const current = client;
    const { rows } = await current.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [lock]);
    if (!rows[0]?.ok || stopped || client !== current) return;
    leader = true;
    await hooks.elected(kyselyOn(current));
  }

  const loop = () => {
    attempt()
      .catch((error: unknown) => {
        hooks.onError(error);
        if (client) lose(client);
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, retryMs).unref();
      });
  };
  loop();

  return {
    get isLeader() {
      return leader;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (leader) {
        leader = false;
        await hooks.deposed();
      }
      const current = client;
      client = null;
      // Ending the session releases the lock at once; the next instance's try takes it.
      await current?.end().catch(() => undefined);
    },
  };
}
