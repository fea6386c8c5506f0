import path from 'node:path';
import { ESLint } from 'eslint';

/** The import rules of DESIGN.md and STYLE, checked against the project's real lint config. */
const root = path.resolve(__dirname, '../..');
// Jest cannot run ESLint's own dynamic import of the config file, so the config is handed over directly.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require('../../eslint.config.js');
// `ignore: false`: the cycle fixtures are ignored by `npm run lint` (they fail on purpose), not here.
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, baseConfig: config, ignore: false });

const BOUNDARY_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);
const REMOTE = 'A remote reaches other apps only through @jincheng/shared';
const SHARED_SRC = 'never shared/src by path';

/** The boundary messages ESLint reports for `code` as if it were the file `file`. */
async function boundaryMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => BOUNDARY_RULES.has(m.ruleId ?? '')).map((m) => m.message);
}

jest.setTimeout(120_000);

describe('import boundaries', () => {
  it('stops a remote importing another remote, statically and with import()', async () => {
    expect(
      await boundaryMessages(
        'remote-scores/src/x.ts',
        "import { routes } from '../../remote-content/src/routes';\nexport const r = routes;\n",
      ),
    ).toEqual([expect.stringContaining(REMOTE)]);
    expect(
      await boundaryMessages(
        'remote-scores/src/features/x.ts',
        "export const load = () => import('../../../remote-content/src/routes');\n",
      ),
    ).toEqual([expect.stringContaining(REMOTE)]);
  });

  it('stops a remote reaching another app with require() or a jest module function', async () => {
    expect(
      await boundaryMessages(
        'remote-content/src/x.ts',
        "// eslint-disable-next-line @typescript-eslint/no-require-imports\nexport const r = require('../../remote-database/src/routes');\n",
      ),
    ).toEqual([expect.stringContaining(REMOTE)]);
    const mocks = await boundaryMessages(
      'remote-database/src/__tests__/x.test.ts',
      [
        "jest.mock('../../../remote-scores/src/routes');",
        "jest.requireActual('../../../shell/src/app/app');",
        "jest.doMock('../../../remote-account/src/routes', () => ({}));",
        '',
      ].join('\n'),
    );
    expect(mocks).toEqual([
      expect.stringContaining(REMOTE),
      expect.stringContaining(REMOTE),
      expect.stringContaining(REMOTE),
    ]);
  });

  it("stops a remote importing the shell's source, also with import()", async () => {
    expect(
      await boundaryMessages(
        'remote-database/src/x.ts',
        "import { site } from '../../shell/src/config/site';\nexport const s = site;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryMessages(
        'remote-account/src/x.ts',
        "export const s = () => import('../../shell/src/app/app');\n",
      ),
    ).toHaveLength(1);
  });

  it('stops shared importing an app, and the shell importing a remote (with import() too)', async () => {
    expect(
      await boundaryMessages(
        'shared/src/x.ts',
        "import { App } from '../../shell/src/app/app';\nexport const a = App;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryMessages(
        'shell/src/x.ts',
        "import { routes } from '../../remote-scores/src/routes';\nexport const r = routes;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryMessages(
        'shell/src/app/x.ts',
        "export const r = () => import('../../../remote-scores/src/routes');\n",
      ),
    ).toHaveLength(1);
  });

  it('stops relative imports into shared/src from the server, the e2e suite, the tooling and the apps', async () => {
    const cases: Array<[string, string]> = [
      [
        'server/src/x.ts',
        "import { SPORT_API } from '../../shared/src/api/sport';\nexport const p = SPORT_API;\n",
      ],
      ['e2e/x.spec.ts', "import { ROUTES } from '../shared/src/config/paths';\nexport const r = ROUTES;\n"],
      [
        'webpack/__tests__/x.test.ts',
        "export const c = () => import('../../shared/src/federation/contracts');\n",
      ],
      ['server/test/x.test.ts', "jest.mock('../../shared/src/request/sign');\n"],
      [
        'remote-scores/src/x.ts',
        "import { paths } from '@jincheng/shared/src/config/paths';\nexport const p = paths;\n",
      ],
    ];
    for (const [file, code] of cases)
      expect([file, await boundaryMessages(file, code)]).toEqual([
        file,
        [expect.stringContaining(SHARED_SRC)],
      ]);
  });

  it('allows the package entries, and imports inside an app', async () => {
    const cases: Array<[string, string]> = [
      ['remote-scores/src/x.ts', "import { paths } from '@jincheng/shared';\nexport const p = paths;\n"],
      ['remote-scores/src/x.ts', "export const l = () => import('./features/live-list/scores-page');\n"],
      ['remote-scores/src/__tests__/x.test.ts', "jest.mock('../features/widgets/api/get-hot-leagues');\n"],
      [
        'server/src/x.ts',
        "import { SPORT_API } from '@jincheng/shared/core';\nexport const p = SPORT_API;\n",
      ],
      ['e2e/x.spec.ts', "import { ROUTES } from '@jincheng/shared/core';\nexport const r = ROUTES;\n"],
    ];
    for (const [file, code] of cases) expect([file, await boundaryMessages(file, code)]).toEqual([file, []]);
  });
});

describe('jotai in one module per app', () => {
  it("refuses jotai outside the app's app-jotai module, in tests too, and allows it there and in shared", async () => {
    const jotai = "import { useAtomValue } from 'jotai';\nexport const u = useAtomValue;\n";
    expect(await boundaryMessages('remote-scores/src/features/x.ts', jotai)).toEqual([
      expect.stringContaining('app-jotai'),
    ]);
    expect(
      await boundaryMessages('shell/src/__tests__/x.test.tsx', "jest.mock('jotai/utils');\nexport {};\n"),
    ).toEqual([expect.stringContaining('app-jotai')]);
    expect(await boundaryMessages('remote-scores/src/lib/app-jotai.ts', jotai)).toEqual([]);
    expect(await boundaryMessages('shared/src/session/x.ts', jotai)).toEqual([]);
  });
});

describe('declared dependencies', () => {
  it("refuses a package the workspace's package.json does not declare", async () => {
    // nprogress is installed (the shell declares it) but the server does not.
    const [result] = await eslint.lintText(
      "import NProgress from 'nprogress';\nexport const n = NProgress;\n",
      {
        filePath: path.join(root, 'server/src/x.ts'),
      },
    );
    expect(result?.messages.map((m) => m.ruleId)).toEqual(['import-x/no-extraneous-dependencies']);
    const [shell] = await eslint.lintText(
      "import NProgress from 'nprogress';\nexport const n = NProgress;\n",
      {
        filePath: path.join(root, 'shell/src/x.ts'),
      },
    );
    expect(shell?.messages).toEqual([]);
  });
});

describe('import cycles', () => {
  it('fails a module that imports a module that imports it back', async () => {
    const [result] = await eslint.lintFiles([path.join(__dirname, 'fixtures/cycle/a.ts')]);
    expect(result?.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
  });

  it('passes the same modules once the back edge is gone', async () => {
    const [result] = await eslint.lintText("import { b } from './b';\nexport const a = () => b();\n", {
      filePath: path.join(__dirname, 'fixtures/cycle/c.ts'),
    });
    expect(result?.messages).toEqual([]);
  });
});

describe('features stay in their folders', () => {
  const FEATURE_RULE = 'import-x/no-restricted-paths';
  async function featureMessages(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === FEATURE_RULE).map((m) => m.message);
  }

  it('refuses a feature importing another feature, in a remote and in the shell, with import() too', async () => {
    const remote = await featureMessages(
      'remote-database/src/features/ranking/x.ts',
      "import { leagueQuery } from '../league/api/queries';\nexport const q = leagueQuery;\n",
    );
    expect(remote).toEqual([expect.stringContaining('features/ranking imports another feature')]);
    const shell = await featureMessages(
      'shell/src/features/home/x.ts',
      "export const load = () => import('../auth/session-guard');\n",
    );
    expect(shell).toEqual([expect.stringContaining('features/home imports another feature')]);
  });

  it("allows a feature its own files and the app's shared folders", async () => {
    const code = [
      "import { leagueTreesQuery } from '../../api/queries';",
      "import { LeadersTable } from '../../components/leaders-table';",
      "import { playerHref } from '../../lib/links';",
      "import { rankingPlayersQuery } from './api/queries';",
      'export const all = [leagueTreesQuery, LeadersTable, playerHref, rankingPlayersQuery];',
      '',
    ].join('\n');
    expect(await featureMessages('remote-database/src/features/ranking/x.ts', code)).toEqual([]);
  });
});

describe('the sport read path reads stored facts', () => {
  const RULE = 'import-x/no-restricted-paths';
  async function messages(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
  }

  it('refuses repo/ and routes/ importing the simulator, the seed or the importer', async () => {
    const repo = await messages(
      'server/src/sport/repo/match-detail.ts',
      "import { stateAt } from '../engine/script';\nimport { KEY } from '../seed/seed-matches';\nexport const s = [stateAt, KEY];\n",
    );
    expect(repo).toEqual([
      expect.stringContaining('sport/repo reads stored facts'),
      expect.stringContaining('sport/repo reads stored facts'),
    ]);
    const routes = await messages(
      'server/src/sport/routes/x.ts',
      "import { importHistory } from '../history/import-history';\nexport const h = importHistory;\n",
    );
    expect(routes).toEqual([expect.stringContaining('sport/routes reads stored facts')]);
  });

  it('allows them the stored facts and the provider seam', async () => {
    const code = [
      "import { storedRecord } from '../facts/match-records';",
      "import { hasEnded } from '../facts/played';",
      "import { eventRows } from './event-rows';",
      'export const all = [storedRecord, hasEnded, eventRows];',
      '',
    ].join('\n');
    expect(await messages('server/src/sport/repo/match-detail.ts', code)).toEqual([]);
  });
});

describe('file size', () => {
  const lines = (n: number, extra = '') =>
    Array.from({ length: n }, (_, i) => `export const v${i} = ${i};${extra}`).join('\n') + '\n';
  async function ruleIds(file: string, code: string) {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return (result?.messages ?? []).map((m) => m.ruleId);
  }

  it('fails a source file over 250 lines of code, not counting blank lines and comments', async () => {
    expect(await ruleIds('server/src/x.ts', lines(251))).toEqual(['max-lines']);
    expect(await ruleIds('server/src/x.ts', lines(250, '\n// a comment\n'))).toEqual([]);
  });

  it('lets a test be longer', async () => {
    expect(await ruleIds('server/test/x.test.ts', lines(300))).toEqual([]);
    expect(await ruleIds('remote-scores/src/__tests__/x.test.ts', lines(300))).toEqual([]);
  });
});
