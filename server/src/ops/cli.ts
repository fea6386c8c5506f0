import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { migrateToLatest } from '../db/migrate';
import { hashPassword } from '../user/passwords';
import { createTokenStore } from '../user/tokens';
import { createUsersRepo, defaultUserName } from '../user/users-repo';
import { createModerators } from '../community/moderators';
import { createOperators } from './operators';
import { createSecondFactor } from './second-factor';
import { openWaitingDatabase } from './wait-for-database';

/**
 * `npm run ops -- <command>`: operator accounts for the release console, on the database `npm start` uses
 * (DATA_DIR or DATABASE_URL). There is no default operator and no default password: a new account gets a
 * random password, printed once, which must be changed at the first sign-in (the console asks for it before
 * anything else). While the server holds the database (seeding on SQLite, a migration on PostgreSQL), the
 * command waits for it (wait-for-database.ts) instead of failing with "database is locked".
 */
const USAGE = `usage: npm run ops -- <command>

  add-operator <phone> [--name <名字>] [--reset-password]
                       make the account of <phone> an operator (creating it with a random password,
                       printed once, to be changed at first sign-in); --reset-password gives an
                       existing account a new random one
  rotate-password <phone>
                       give an operator a new random password (printed once, to be changed at the next
                       sign-in); every session of the account ends
  reset-second-factor <phone>
                       forget an operator's authenticator and recovery codes (lost phone): the next
                       sign-in enrols again; every session of the account ends
  remove-operator <phone>
  list-operators
  add-moderator <phone>    let an existing account moderate the community (hide, restore, mute)
  remove-moderator <phone>`;

const PHONE = /^1[3-9]\d{9}$/;

/** 16 characters from an alphabet with no look-alikes: about 90 bits. */
function randomPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.randomBytes(16);
  return [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      'reset-password': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, phone] = positionals;
  if (values.help || !command) {
    process.stdout.write(`${USAGE}\n`);
    return values.help ? 0 : 1;
  }
  const needsPhone = command !== 'list-operators';
  if (needsPhone && (!phone || !PHONE.test(phone)))
    throw new Error(`a mainland mobile number is needed, got "${phone ?? ''}"`);
  const commands = [
    'add-operator',
    'rotate-password',
    'reset-second-factor',
    'remove-operator',
    'list-operators',
    'add-moderator',
    'remove-moderator',
  ];
  if (!commands.includes(command)) throw new Error(`unknown command "${command}"\n\n${USAGE}`);

  const config = readConfig();
  const db = await openWaitingDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await migrateToLatest(db);
    const users = createUsersRepo(db);
    const operators = createOperators(db);
    const tokens = createTokenStore(db);
    if (command === 'list-operators') {
      const rows = await operators.list();
      if (rows.length === 0) process.stdout.write('no operators yet: npm run ops -- add-operator <phone>\n');
      for (const row of rows)
        process.stdout.write(
          `${row.phone ?? '(no phone)'}  ${row.userName}  since ${new Date(row.grantedAt).toISOString()} by ${row.grantedBy}\n`,
        );
      return 0;
    }
    const existing = await users.findByPhone(phone as string);
    if (command === 'add-moderator' || command === 'remove-moderator') {
      if (!existing) throw new Error(`no account with ${phone}: the user signs up first`);
      const moderators = createModerators(db);
      if (command === 'remove-moderator') await moderators.revoke(existing.id);
      else await moderators.grant(existing.id, process.env.RELEASE_BY ?? process.env.USER ?? 'ops cli');
      process.stdout.write(`${phone} ${command === 'add-moderator' ? 'is' : 'is no longer'} a moderator\n`);
      return 0;
    }
    if (command === 'rotate-password' || command === 'reset-second-factor') {
      if (!existing || !(await operators.isOperator(existing.id)))
        throw new Error(`${phone} is not an operator: npm run ops -- add-operator ${phone}`);
      const ended = await tokens.revokeAll(existing.id);
      if (command === 'reset-second-factor') {
        const had = await createSecondFactor(db).reset(existing.id);
        process.stdout.write(
          `${phone}: ${had ? 'authenticator and recovery codes removed' : 'had no authenticator'}; ` +
            `${ended} session(s) ended; the next sign-in at /ops/releases enrols again\n`,
        );
        return 0;
      }
      const password = randomPassword();
      await users.setPassword(existing.id, await hashPassword(password), { mustChange: true });
      process.stdout.write(`${phone}: new password, ${ended} session(s) ended\n`);
      process.stdout.write(`password (shown once; must be changed at the next sign-in): ${password}\n`);
      return 0;
    }
    if (command === 'remove-operator') {
      const removed = existing ? await operators.revoke(existing.id) : false;
      process.stdout.write(
        removed ? `${phone} is no longer an operator\n` : `${phone} was not an operator\n`,
      );
      return 0;
    }
    let password: string | undefined;
    let userId = existing?.id;
    if (userId === undefined) {
      password = randomPassword();
      userId = await users.create({
        phone: phone as string,
        // Never the phone's digits: the name is shown to others (beside a comment, in the audit log).
        userName: values.name ?? defaultUserName(),
        passwordHash: await hashPassword(password),
        passwordChangeRequired: true,
      });
    } else if (values['reset-password']) {
      password = randomPassword();
      await users.setPassword(userId, await hashPassword(password), { mustChange: true });
      await tokens.revokeAll(userId);
    }
    await operators.grant(userId, process.env.RELEASE_BY ?? process.env.USER ?? 'ops cli');
    process.stdout.write(`${phone} is an operator: sign in at /ops/releases with 密码登录\n`);
    if (password)
      process.stdout.write(`password (shown once; must be changed at first sign-in): ${password}\n`);
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`ops: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
