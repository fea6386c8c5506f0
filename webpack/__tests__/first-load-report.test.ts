// Plain CommonJS build tooling, loaded as such.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { LOADER } = require('../first-load-report-plugin.js');

const keysOf = (source: string) =>
  [...source.matchAll(LOADER)].map(([, quoted, bare, request]) => [quoted ?? bare, request]);

describe('first-load report: lazy screens by key', () => {
  it("reads a remote's routes (quoted keys) and widgets (bare keys)", () => {
    const routes = `export const routes = {
      '/match': () => import('./features/live-list/football-scores-page'),
      "/matchDetail/:type/:id": () =>
        import("./features/match-detail/football-detail-page"),
    };`;
    expect(keysOf(routes)).toEqual([
      ['/match', './features/live-list/football-scores-page'],
      ['/matchDetail/:type/:id', './features/match-detail/football-detail-page'],
    ]);
    const widgets = "export const widgets = { hotMatches: () => import('./features/widgets/hot-matches') };";
    expect(keysOf(widgets)).toEqual([['hotMatches', './features/widgets/hot-matches']]);
  });

  it('reads route objects that carry a prefetch beside the screen', () => {
    const routes = `export const routes = {
      '/match': {
        screen: () => import('./features/live-list/football-scores-page'),
        prefetch: prefetchScores('football'),
      },
      hotMatches: { screen: () => import('./features/widgets/hot-matches'), prefetch: prefetchHotToday },
    };`;
    expect(keysOf(routes)).toEqual([
      ['/match', './features/live-list/football-scores-page'],
      ['hotMatches', './features/widgets/hot-matches'],
    ]);
  });

  it('ignores imports that are not keyed loaders', () => {
    expect(keysOf("const page = lazy(() => import('./page'));\nimport('./side-effect');")).toEqual([]);
  });
});
