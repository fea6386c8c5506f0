/**
 * The suite's web server (playwright.config.ts `webServer`): the server from source (server/src/main.ts through
 * tsx; `npm start` runs the same code compiled, as production-profile.spec.ts does) on a copy of the run's
 * seeded template (support/server.ts `sportTemplate`), so it starts as on a restart the same day instead of
 * seeding the world again — the same world the servers that specs start copy. A DATA_DIR that already holds a
 * database is used as it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sportTemplate } from './server';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required (playwright.config.ts sets it)');
fs.mkdirSync(dataDir, { recursive: true });
const database = path.join(dataDir, 'jincheng.db');
if (!fs.existsSync(database)) fs.copyFileSync(sportTemplate(), database);

void import('../../server/src/main');
