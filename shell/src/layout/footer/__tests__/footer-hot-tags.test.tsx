import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '@jincheng/shared';
import { matchPath } from 'react-router-dom';
import { renderFooter } from './render-footer';

jest.mock('../../../ui/qr-code', () => ({ QrCode: () => null }));
const get = jest.fn();
jest.mock('@jincheng/shared', () => ({
  ...jest.requireActual('@jincheng/shared'),
  apiClient: () => ({ get }),
}));

const league = (id: number, shortName: string) => ({ id, shortName, name: shortName, hot: true });
/** The hot leagues as the API lists them: the ids are the data's (here not the catalogue's order). */
const trees = (params: { sport: string }) =>
  params.sport === 'football'
    ? { sport: 'football', hot: [league(4, '英超'), league(57, '欧冠')], regions: [] }
    : { sport: 'basketball', hot: [league(212, 'NBA')], regions: [] };

beforeEach(() => {
  get.mockReset();
  get.mockImplementation(async (_path: string, params: { sport: string }) => trees(params));
});

const tags = () => within(screen.getByRole('region', { name: '热门标签' }));

/**
 * Issue 47, defect 7: the footer's 热门标签 were plain `<li>` text. Each is now a link, in the list's items,
 * to a screen of the product with matching content; the competition tags learn the league's id from the API.
 */
describe('the footer hot tags', () => {
  it('are 14 links, each to a route of the product, with the declared query only', () => {
    renderFooter();
    const links = tags().getAllByRole('link');
    expect(links).toHaveLength(14);
    for (const link of links) {
      const url = new URL(link.getAttribute('href') ?? '', 'http://x');
      const route = ROUTES.find((r) => matchPath(r.path, url.pathname));
      expect(route).toBeDefined();
      for (const key of url.searchParams.keys())
        expect(route && 'query' in route ? route.query : []).toContain(key);
    }
  });

  it('lead each to its content: one sport of a list, the lineups, the previews, the international cups', () => {
    renderFooter();
    const href = (name: string) => tags().getByRole('link', { name }).getAttribute('href');
    expect(href('足球直播情报')).toBe('/intelligence?sport=football');
    expect(href('篮球直播情报')).toBe('/intelligence?sport=basketball');
    expect(href('赛事伤停情报')).toBe('/intelligence');
    expect(href('足球首发阵容')).toBe('/match');
    expect(href('篮球首发阵容')).toBe('/basket');
    expect(href('英超前瞻')).toBe('/special?sport=football');
    expect(href('NBA前瞻')).toBe('/special?sport=basketball');
    expect(href('2026世界杯')).toBe('/league?group=intl');
    expect(href('竞彩热度分析')).toBe('/experts');
    expect(href('足球数据模型')).toBe('/model?sport=football');
    expect(href('篮球数据模型')).toBe('/model?sport=basketball');
    expect(href('体育AI大模型与大数据分析')).toBe('/model');
  });

  it('take the 欧冠 id from the hot leagues once read: its 淘汰赛 tab', async () => {
    renderFooter();
    await waitFor(() =>
      expect(tags().getByRole('link', { name: '欧冠淘汰赛' })).toHaveAttribute(
        'href',
        '/league?id=57&tab=knockout',
      ),
    );
    await userEvent.click(tags().getByRole('link', { name: '欧冠淘汰赛' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/league?id=57&tab=knockout');
  });

  it('without the hot leagues, 欧冠淘汰赛 still leads somewhere: the 国际赛事 of the database', async () => {
    get.mockRejectedValue(new Error('offline'));
    renderFooter();
    await userEvent.click(tags().getByRole('link', { name: '欧冠淘汰赛' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/league?group=intl'));
  });

  it('are reached with the keyboard and followed with Enter', async () => {
    renderFooter();
    const user = userEvent.setup();
    const first = tags().getByRole('link', { name: '足球直播情报' });
    first.focus();
    expect(first).toHaveFocus();
    await user.tab();
    expect(tags().getByRole('link', { name: '篮球直播情报' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/intelligence?sport=basketball');
  });
});
