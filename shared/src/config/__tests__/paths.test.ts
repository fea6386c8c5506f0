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

describe('route table', () => {
  it('has every route of the spec, once, and nothing else', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual([...SPEC_ROUTES].sort());
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
