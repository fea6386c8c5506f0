import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DataProvider,
  createQueryClient,
  showLoginAtom,
  tokenAtom,
  type FanRatedPlayer,
  type MatchFanRatings,
} from '@jincheng/shared';
import { Provider, createStore } from '../../../../lib/app-jotai';
import { getFanRatings, postFanRating } from '../../api/fan-ratings-api';
import { FanRatingsPanel } from '../fan-ratings-panel';

jest.mock('../../api/fan-ratings-api');

const player = (playerId: number, name: string, patch: Partial<FanRatedPlayer> = {}): FanRatedPlayer => ({
  playerId,
  name,
  number: playerId % 100,
  position: 'M',
  starter: true,
  cameOn: null,
  rating: 7.1,
  efficiency: null,
  fanAverage: null,
  votes: 0,
  myScore: null,
  ...patch,
});

const HOUR = 3_600_000;
/** A match that ended two hours ago, as the server answers it: two players a side, one substitute. */
const ratings = (patch: Partial<MatchFanRatings> = {}): MatchFanRatings => ({
  matchId: 77,
  sport: 'football',
  state: 'open',
  fullTimeAt: Date.now() - 2 * HOUR,
  closesAt: Date.now() + 22 * HOUR,
  players: {
    home: [
      player(101, '基梅斯·内莫塔', { rating: 8.4, fanAverage: 8.7, votes: 6 }),
      player(112, '王上源', { starter: false, cameOn: "62'", rating: 6.5, fanAverage: 6, votes: 2 }),
    ],
    away: [player(201, '费尔南多', { rating: 6.9, fanAverage: 7.5, votes: 4 }), player(205, '艾克森')],
  },
  fanBest: { playerId: 101, name: '基梅斯·内莫塔', side: 'home', fanAverage: 8.7, votes: 6 },
  minVotesForBest: 3,
  ...patch,
});

function renderPanel(token = '') {
  const store = createStore();
  store.set(tokenAtom, token);
  const view = render(
    <Provider store={store}>
      <DataProvider client={createQueryClient()}>
        <FanRatingsPanel
          matchId={77}
          sides={[
            { side: 'home', name: '曼城' },
            { side: 'away', name: '阿森纳' },
          ]}
          computedLabel="评分"
          status="finished"
        />
      </DataProvider>
    </Provider>,
  );
  return { ...view, store };
}

const rowOf = (name: string) => screen.getByText(name, { selector: 'li span' }).closest('li')!;

beforeEach(() => jest.resetAllMocks());

it('lists who played per side with the computed rating, the fans’ average and count, and 球迷最佳', async () => {
  jest.mocked(getFanRatings).mockResolvedValue(ratings());
  renderPanel('t');
  const home = await screen.findByRole('region', { name: '曼城 出场球员' });
  expect(
    within(home)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    expect.stringMatching(/基梅斯·内莫塔.*球迷最佳.*评分8\.4.*球迷8\.76 人评/),
    expect.stringMatching(/王上源替补 62'.*评分6\.5.*球迷6\.02 人评/),
  ]);
  const away = screen.getByRole('region', { name: '阿森纳 出场球员' });
  expect(within(away).getByText('艾克森').closest('li')).toHaveTextContent(/—0 人评/);
  expect(screen.getByText('球迷最佳', { selector: 'p span' }).parentElement).toHaveTextContent(
    '球迷最佳基梅斯·内莫塔曼城8.76 人评',
  );
  expect(screen.getByText(/每位出场球员 1–10 分，可修改，\d\d-\d\d \d\d:\d\d 截止/)).toBeInTheDocument();
  expect(getFanRatings).toHaveBeenCalledWith(77, expect.anything());
});

it('saves a signed-in fan’s score and shows the server’s answer: the score pressed, the count, 我评', async () => {
  jest.mocked(getFanRatings).mockResolvedValue(ratings());
  const after = ratings();
  after.players.away[1] = player(205, '艾克森', { fanAverage: 8, votes: 1, myScore: 8 });
  jest.mocked(postFanRating).mockResolvedValue(after);
  renderPanel('t');
  await screen.findByText('艾克森');
  const toggle = within(rowOf('艾克森')).getByRole('button', { name: '评分' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const scale = within(rowOf('艾克森')).getByRole('group', { name: '给 艾克森 打分，1 到 10 分' });
  expect(within(scale).getAllByRole('button')).toHaveLength(10);
  await userEvent.click(within(scale).getByRole('button', { name: '8 分' }));
  expect(postFanRating).toHaveBeenCalledWith(77, 205, 8);
  const row = rowOf('艾克森');
  expect(await within(row).findByRole('button', { name: '我评 8' })).toHaveFocus();
  expect(within(row).getByRole('button', { name: '8 分' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(row).getByRole('button', { name: '7 分' })).toHaveAttribute('aria-pressed', 'false');
  expect(row).toHaveTextContent('8.01 人评');
});

it('tells a fan whose account is younger than 7 days that the scores are kept but not counted yet', async () => {
  const young = '新注册账号（不满 7 天）的评分仅自己可见，暂不计入平均分和球迷最佳';
  jest.mocked(getFanRatings).mockResolvedValue(ratings());
  const after = ratings({ countedAccountDays: 7, myScoresCounted: false });
  after.players.away[1] = player(205, '艾克森', { fanAverage: null, votes: 0, myScore: 10 });
  jest.mocked(postFanRating).mockResolvedValue(after);
  renderPanel('t');
  await screen.findByText('艾克森');
  expect(screen.queryByText(young)).not.toBeInTheDocument();
  await userEvent.click(within(rowOf('艾克森')).getByRole('button', { name: '评分' }));
  const scale = within(rowOf('艾克森')).getByRole('group', { name: '给 艾克森 打分，1 到 10 分' });
  await userEvent.click(within(scale).getByRole('button', { name: '10 分' }));
  expect(await within(rowOf('艾克森')).findByRole('button', { name: '我评 10' })).toBeInTheDocument();
  expect(screen.getByText(young)).toBeInTheDocument();
});

it('asks a visitor to sign in (the login dialog) and offers no scale', async () => {
  jest.mocked(getFanRatings).mockResolvedValue(ratings());
  const { store } = renderPanel();
  await userEvent.click(await screen.findByRole('button', { name: '登录后评分' }));
  expect(store.get(showLoginAtom)).toBe(true);
  expect(screen.queryByRole('group')).not.toBeInTheDocument();
  expect(rowOf('费尔南多')).toHaveTextContent('7.54 人评');
});

it('reads a closed match’s final result with the fan’s own score, and says when rating opens before full time', async () => {
  const closed = ratings({ state: 'closed', closesAt: Date.now() - HOUR });
  closed.players.home[0] = { ...closed.players.home[0]!, myScore: 9 };
  jest.mocked(getFanRatings).mockResolvedValue(closed);
  const { unmount } = renderPanel('t');
  expect(await screen.findByText(/评分已于 \d\d-\d\d \d\d:\d\d 截止，以下为最终结果/)).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(rowOf('基梅斯·内莫塔')).toHaveTextContent('我评 9');
  unmount();

  jest.mocked(getFanRatings).mockResolvedValue(
    ratings({
      state: 'upcoming',
      fullTimeAt: Date.now() + HOUR,
      players: { home: [], away: [] },
      fanBest: null,
    }),
  );
  renderPanel('t');
  expect(await screen.findByText(/比赛结束后开放评分（预计 \d\d-\d\d \d\d:\d\d 完场）/)).toBeInTheDocument();
  expect(screen.getByText('比赛开始后这里列出出场球员')).toBeInTheDocument();
  expect(screen.getByText('至少 3 位球迷评分的球员中评出球迷最佳')).toBeInTheDocument();
});
