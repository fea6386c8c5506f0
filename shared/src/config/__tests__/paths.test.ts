import fs from 'node:fs';
import path from 'node:path';
import { ROUTES, pageTitle, paths } from '../paths';

/** The route table of seed spec §2, exactly. */
const SPEC_ROUTES = [
  '/',
  '/home',
  '/match',
  '/basket',
  '/matchDetail/:type/:id',
  '/basketballDetail/:type/:id',
  '/league',
  '/news',
  '/intelligence',
  '/intelligenceDetails/:id',
  '/experts',
  '/expertsDetail',
  '/solutionDetails',
  '/special',
  '/specialDetails',
  '/balanceTopUp',
  '/player/:playerId/:teamId',
  '/playerLq/:playerId/:teamId',
  '/team/:id',
  '/teamLq/:id',
  '/ranking',
  '/downloadapp',
  '/loginPage',
];

/** Routes beyond the spec's table (issue 50: /model, the model's track record). */
const PRODUCT_ADDITIONS = ['/model'];

describe('route table', () => {
  it('has every route of the spec, once, and nothing else but the product additions', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual([...SPEC_ROUTES, ...PRODUCT_ADDITIONS].sort());
  });

  it('gives every route a Chinese title', () => {
    for (const route of ROUTES) expect(route.title).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('assigns routes to their owners as DESIGN.md says', () => {
    const owner = (path: string) => ROUTES.find((r) => r.path === path)?.owner;
    expect(owner('/match')).toBe('scores');
    expect(owner('/basketballDetail/:type/:id')).toBe('scores');
    expect(owner('/solutionDetails')).toBe('content');
    expect(owner('/playerLq/:playerId/:teamId')).toBe('database');
    expect(owner('/balanceTopUp')).toBe('account');
    expect(owner('/downloadapp')).toBe('shell');
    expect(owner('/loginPage')).toBe('shell');
  });

  it('hides header and footer only on /loginPage', () => {
    expect(ROUTES.filter((r) => 'chromeless' in r).map((r) => r.path)).toEqual(['/loginPage']);
  });

  it('mentions the first-order benefit in the top-up title', () => {
    expect(ROUTES.find((r) => r.path === '/balanceTopUp')?.title).toContain('首单福利');
  });
});

describe('titles and links', () => {
  it('builds page titles as product name, dash, route title', () => {
    expect(pageTitle('足球比分')).toBe('锦城体育 - 足球比分');
  });

  it('builds links between apps', () => {
    expect(paths.matchDetail(1, 42)).toBe('/matchDetail/1/42');
    expect(paths.player(7, 3)).toBe('/player/7/3');
    expect(paths.news(5)).toBe('/news?id=5');
    expect(paths.league()).toBe('/league');
  });
});

describe('declared query parameters', () => {
  /** Every `params.get('x')` / `searchParams.get('x')` in an app's source (tests left out). */
  function readsOf(dir: string): Set<string> {
    const root = path.resolve(__dirname, '../../../..', dir, 'src');
    const found = new Set<string>();
    for (const file of fs.readdirSync(root, { recursive: true }) as string[]) {
      if (!/\.tsx?$/.test(file) || /__tests__|test-utils/.test(file)) continue;
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      for (const match of text.matchAll(/[pP]arams\.get\('([^']+)'\)/g)) found.add(match[1] ?? '');
      for (const match of text.matchAll(/param="([^"]+)"/g)) found.add(match[1] ?? '');
    }
    return found;
  }

  it.each([
    ['shell', 'shell'],
    ['scores', 'remote-scores'],
    ['content', 'remote-content'],
    ['database', 'remote-database'],
    ['account', 'remote-account'],
  ] as const)(
    'declares every parameter the %s screens read (the server renders from these alone)',
    (owner, dir) => {
      const declared = new Set<string>(
        ROUTES.filter((r) => r.owner === owner).flatMap((r) => ('query' in r ? [...r.query] : [])),
      );
      const reads = readsOf(dir);
      expect(reads.size).toBeGreaterThan(0);
      expect([...reads].filter((name) => !declared.has(name))).toEqual([]);
    },
  );
});
