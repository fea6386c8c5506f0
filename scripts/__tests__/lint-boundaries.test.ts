import path from 'node:path';
import { ESLint } from 'eslint';

/** The import rules of DESIGN.md, checked against the project's real lint config. */
const root = path.resolve(__dirname, '../..');
// Jest cannot run ESLint's own dynamic import of the config file, so the config is handed over directly.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require('../../eslint.config.js');
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, baseConfig: config });

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

jest.setTimeout(60_000);

describe('import boundaries', () => {
  it('stops a remote importing another remote', async () => {
    const messages = await restrictedImports(
      'remote-scores/src/x.ts',
      "import { routes } from '../../remote-content/src/routes';\nexport const r = routes;\n",
    );
    expect(messages.join()).toContain('A remote reaches other apps only through @jincheng/shared');
  });

  it("stops a remote importing the shell's source", async () => {
    const messages = await restrictedImports(
      'remote-database/src/x.ts',
      "import { site } from '../../shell/src/config/site';\nexport const s = site;\n",
    );
    expect(messages).toHaveLength(1);
  });

  it('stops shared importing an app, and the shell importing a remote', async () => {
    expect(
      await restrictedImports(
        'shared/src/x.ts',
        "import { App } from '../../shell/src/app/app';\nexport const a = App;\n",
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        'shell/src/x.ts',
        "import { routes } from '../../remote-scores/src/routes';\nexport const r = routes;\n",
      ),
    ).toHaveLength(1);
  });

  it('allows imports of @jincheng/shared', async () => {
    expect(
      await restrictedImports(
        'remote-scores/src/x.ts',
        "import { paths } from '@jincheng/shared';\nexport const p = paths;\n",
      ),
    ).toHaveLength(0);
  });
});
