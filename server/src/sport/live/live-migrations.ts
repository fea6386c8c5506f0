import { toPostgres, type SqlMigration } from '../../db/ddl';

const LIVE_EVENTS = `
  CREATE TABLE live_events (id INTEGER PRIMARY KEY AUTOINCREMENT, sport TEXT NOT NULL, name TEXT NOT NULL,
    payload TEXT NOT NULL, at INTEGER NOT NULL);
`;

const SMS_OUTBOX = `CREATE TABLE dev_sms_outbox (phone TEXT PRIMARY KEY, code TEXT NOT NULL, created_at INTEGER NOT NULL);`;

/**
 * The live feed's event log (sport/live/feed.ts), the shared state that lets any instance replay what a
 * client missed: ids are global and never reused (SQLite AUTOINCREMENT, a PostgreSQL identity). A database
 * from before it continues from the counter it kept in sport_meta, and replays start after that counter
 * (`live_floor`: older ids are answered with a snapshot). Also the SMS stand-in's outbox, which lived in
 * process memory and so could not be read from another instance.
 */
export const LIVE_MIGRATIONS: readonly SqlMigration[] = [
  {
    name: '011-live-events',
    sql: `${LIVE_EVENTS}
      INSERT INTO sqlite_sequence (name, seq)
        SELECT 'live_events', CAST(value AS INTEGER) FROM sport_meta WHERE key = 'live_last_event_id';
      INSERT INTO sport_meta (key, value)
        SELECT 'live_floor', value FROM sport_meta WHERE key = 'live_last_event_id';
      DELETE FROM sport_meta WHERE key = 'live_last_event_id';
    `,
    postgres: toPostgres(LIVE_EVENTS),
  },
  { name: '012-user-sms-outbox', sql: SMS_OUTBOX },
];
