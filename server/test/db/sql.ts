import { sql } from 'kysely';
import type { Db } from '../../src/db/database';

/**
 * Raw SQL with `?` placeholders for test assertions and fixtures, on either engine (Kysely binds the values as
 * each dialect wants: `?` for SQLite, `$1…` for PostgreSQL). The server itself queries through Kysely.
 */
export function prep(db: Db, text: string) {
  const build = (params: unknown[]) => {
    const parts = text.split('?');
    if (parts.length !== params.length + 1) throw new Error(`expected ${parts.length - 1} values: ${text}`);
    return sql(Object.assign(parts, { raw: parts }) as unknown as TemplateStringsArray, ...params);
  };
  return {
    async all<T = Record<string, unknown>>(...params: unknown[]): Promise<T[]> {
      return (await build(params).execute(db.qb)).rows as T[];
    },
    async get<T = Record<string, unknown>>(...params: unknown[]): Promise<T | undefined> {
      return (await build(params).execute(db.qb)).rows[0] as T | undefined;
    },
    async run(...params: unknown[]): Promise<number> {
      return Number((await build(params).execute(db.qb)).numAffectedRows ?? 0);
    },
  };
}
