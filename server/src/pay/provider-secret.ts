import crypto from 'node:crypto';
import type { Db } from '../db/database';

/**
 * The secret shared with the payment provider. `PAY_NOTIFY_SECRET` sets it; otherwise one is made on first
 * start and kept in the database, so it survives restarts and differs between installations.
 */
export function loadProviderSecret(db: Db, env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.PAY_NOTIFY_SECRET;
  if (fromEnv && fromEnv.length >= 16) return fromEnv;
  db.prepare('INSERT OR IGNORE INTO pay_settings (name, value) VALUES (?, ?)').run(
    'notify-secret',
    crypto.randomBytes(32).toString('hex'),
  );
  const row = db.prepare("SELECT value FROM pay_settings WHERE name = 'notify-secret'").get() as {
    value: string;
  };
  return row.value;
}
