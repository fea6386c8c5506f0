import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Lineup, LineupPlayer, MatchEvent, MomentumMinute, Shot } from '@jincheng/shared';
import { LineupPitch } from '../lineup-pitch';
import { MomentumGraph } from '../momentum-graph';
import { ShotMap } from '../shot-map';

const shot = (over: Partial<Shot>): Shot => ({
  id: 1,
  side: 'home',
  playerId: 9,
  playerName: '哈兰德',
  minuteLabel: "23'",
  x: 9,
  y: -2,
  body: 'foot',
  situation: 'open_play',
  xg: 0.34,
  outcome: 'goal',
  ...over,
});

test('the shot map makes every shot a button with who, when, what and xG, and shows the one tapped', () => {
  render(
    <ShotMap
      shots={[
        shot({}),
        shot({
          id: 2,
          side: 'away',
          playerName: '萨卡',
          minuteLabel: "45+2'",
          outcome: 'blocked',
          xg: 0.05,
          x: 22,
        }),
        shot({
          id: 3,
          side: 'away',
          playerName: '萨卡',
          minuteLabel: "67'",
          outcome: 'saved',
          situation: 'penalty',
          xg: 0.76,
          x: 11,
          y: 0,
        }),
      ]}
      homeName="曼城"
      awayName="阿森纳"
    />,
  );
  expect(screen.getByText(/曼城 1 次 · xG 0.34/)).toBeInTheDocument();
  expect(screen.getByText(/阿森纳 2 次 · xG 0.81/)).toBeInTheDocument();
  const buttons = screen.getAllByRole('button');
  expect(buttons).toHaveLength(3);
  const penalty = screen.getByRole('button', { name: /阿森纳 67' 萨卡 射正被扑，xG 0.76.*点球/ });
  expect(screen.getByRole('button', { name: /曼城 23' 哈兰德 进球，xG 0.34/ })).toBeInTheDocument();
  fireEvent.click(penalty);
  expect(penalty).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText(/^67' 萨卡 射正被扑，xG 0.76/)).toBeInTheDocument();
  fireEvent.click(penalty);
  expect(screen.getByText('点选一次射门，查看球员、时间和 xG')).toBeInTheDocument();
  // The same shots as a list, in order, for shots packed too close to tap apart.
  const list = within(screen.getByText('全部射门（3）').parentElement as HTMLElement).getAllByRole(
    'listitem',
  );
  expect(list.map((li) => li.textContent?.split('，')[0])).toEqual([
    "曼城 23' 哈兰德 进球",
    "阿森纳 45+2' 萨卡 被封堵",
    "阿森纳 67' 萨卡 射正被扑",
  ]);
});

test('the shot map says so when there is no shot yet', () => {
  render(<ShotMap shots={[]} homeName="曼城" awayName="阿森纳" />);
  expect(screen.getByText('暂无射门')).toBeInTheDocument();
  expect(screen.queryByRole('button')).toBeNull();
});

const minutes = (values: number[]): MomentumMinute[] =>
  values.map((value, i) => ({ minute: i < 45 ? i + 1 : i + 1, stoppage: 0, value }));

test('momentum draws a bar per minute, marks goals and cards, and says who pressed in words', () => {
  const series = minutes([...Array(45).fill(40), ...Array(30).fill(-60)]);
  const events = [
    { id: 5, kind: 'goal', minute: 12, stoppage: 0, side: 'home' },
    { id: 6, kind: 'yellow', minute: 50, stoppage: 0, side: 'away' },
    { id: 7, kind: 'substitution', minute: 60, stoppage: 0, side: 'away' },
  ] as MatchEvent[];
  const { container } = render(
    <MomentumGraph momentum={series} events={events} homeName="曼城" awayName="阿森纳" />,
  );
  // 75 bars, one goal and one card marked (the substitution is not).
  expect(container.querySelectorAll('svg rect')).toHaveLength(77);
  expect(
    screen.getByText(
      /上半场曼城占优；下半场阿森纳占优；压制最强的时段是第 46 分钟起的 5 分钟，阿森纳连续施压；最近 5 分钟阿森纳占优/,
    ),
  ).toBeInTheDocument();
});

test('momentum shows nothing before kickoff', () => {
  const { container } = render(<MomentumGraph momentum={[]} events={[]} homeName="曼城" awayName="阿森纳" />);
  expect(container).toBeEmptyDOMElement();
});

const player = (over: Partial<LineupPlayer>): LineupPlayer => ({
  playerId: 1,
  name: '基梅斯·内莫塔',
  number: 8,
  position: 'M',
  x: 50,
  y: 40,
  captain: false,
  rating: 7.4,
  cameOn: null,
  wentOff: null,
  ...over,
});
const lineup = (over: Partial<Lineup>): Lineup => ({
  formation: '4-3-3',
  coach: '教练',
  starters: [],
  bench: [],
  ...over,
});

test('the lineup puts home first, shows surnames, ratings, the minutes of changes and the best player', () => {
  render(
    <LineupPitch
      home={{
        name: '曼城',
        lineup: lineup({
          starters: [player({ wentOff: "70'" })],
          bench: [player({ playerId: 2, name: '福登', number: 47, cameOn: "70'", rating: 6.8 })],
        }),
      }}
      away={{
        name: '阿森纳',
        lineup: lineup({
          formation: '4-2-3-1',
          starters: [player({ playerId: 3, name: '萨卡', number: 7, rating: 8.1 })],
        }),
      }}
      best={{ playerId: 3, name: '萨卡', side: 'away', rating: 8.1 }}
      finished
    />,
  );
  expect(screen.getByText('最佳球员').parentElement).toHaveTextContent('最佳球员萨卡（阿森纳）8.1');
  const formations = screen.getByText(/曼城 4-3-3/).parentElement as HTMLElement;
  expect(formations.firstElementChild).toHaveTextContent('曼城 4-3-3');
  expect(formations.lastElementChild).toHaveTextContent('阿森纳 4-2-3-1');
  expect(screen.getByTitle('基梅斯·内莫塔')).toHaveTextContent('内莫塔');
  expect(screen.getByRole('img')).toHaveAccessibleName(/8号基梅斯·内莫塔 评分7.4 70'被换下/);
  const bench = screen.getByRole('heading', { name: /曼城 替补/ }).parentElement as HTMLElement;
  expect(within(bench).getByText('福登', { exact: false }).parentElement).toHaveTextContent(
    "47福登 M↑70'6.8",
  );
});
