import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { hashPassword } from '../user/passwords';
import { createUsersRepo, defaultUserName } from '../user/users-repo';
import { createModerators } from '../community/moderators';
import { createOperators } from './operators';

/**
 * `npm run ops -- <command>`: operator accounts for the release console, on the database `npm start` uses
 * (DATA_DIR or DATABASE_URL). There is no default operator and no default password: a new account gets a
 * random password, printed once.
 */
const USAGE = `usage: npm run ops -- <command>

  add-operator <phone> [--name <名字>] [--reset-password]
                       make the account of <phone> an operator (creating it with a random password,
                       printed once); --reset-password gives an existing account a new random one
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
  const commands = ['add-operator', 'remove-operator', 'list-operators', 'add-moderator', 'remove-moderator'];
  if (!commands.includes(command)) throw new Error(`unknown command "${command}"\n\n${USAGE}`);

  const config = readConfig();
  const db = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await migrateToLatest(db);
    const users = createUsersRepo(db);
    const operators = createOperators(db);
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
      });
    } else if (values['reset-password']) {
      password = randomPassword();
      await users.setPassword(userId, await hashPassword(password));
    }
    await operators.grant(userId, process.env.RELEASE_BY ?? process.env.USER ?? 'ops cli');
    process.stdout.write(`${phone} is an operator: sign in at /ops/releases with 密码登录\n`);
    if (password) process.stdout.write(`password (shown once; change it after signing in): ${password}\n`);
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
