import { screen, within } from '@testing-library/react';
import type { KnockoutRound, NbaCupData, NbaCupGroup } from '@jincheng/shared';
import { leagueDetail, leagueItem, match, teamRef } from '../../../test-utils/fixtures';
import { renderAt } from '../../../test-utils/render';
import { getLeague } from '../api/league-api';
import { getLeagueTree } from '../../../api/league-tree-api';
import LeaguePage from '../league-page';
import { MatchList } from '../../../components/match-list';

jest.mock('../api/league-api');
jest.mock('../../../api/league-tree-api');

const nba = leagueItem(108, 'NBA', { sport: 'basketball', hot: true, countryName: '美国' });

const group = (name: string, first: number, done: boolean): NbaCupGroup => ({
  name,
  done,
  rows: [0, 1, 2, 3, 4].map((i) => ({
    rank: i + 1,
    team: teamRef(first + i),
    won: 4 - i,
    lost: i,
    pointsFor: 460 - i * 10,
    pointsAgainst: 440 + i * 5,
    through: done && i === 0 ? 'winner' : done && name === '东部B组' && i === 1 ? 'wildcard' : null,
  })),
});

const names = ['东部A组', '东部B组', '东部C组', '西部A组', '西部B组', '西部C组'];

/** After the groups: quarter-finals drawn (one played), semi-finals and final with open places. */
function cup(): NbaCupData {
  const qfGame = match(700, {
    sport: 'basketball',
    stage: 'quarter_final',
    roundName: 'NBA杯 1/4决赛',
    home: teamRef(1),
    away: teamRef(7),
    homeScore: 118,
    awayScore: 104,
    status: 'finished',
    phase: 'finished',
  });
  const legs = [{ leg: null, from: '2026-12-09T00:00:00Z', to: '2026-12-10T06:30:00Z' }];
  const knockout: KnockoutRound[] = [
    {
      stage: 'quarter_final',
      name: '1/4决赛',
      legs,
      state: 'live',
      ties: [
        {
          high: { team: teamRef(1), seed: 1 },
          low: { team: teamRef(7), seed: 4 },
          highFrom: null,
          lowFrom: null,
          legs: [qfGame],
          aggregate: { high: 118, low: 104 },
          winnerId: 1,
        },
        {
          high: { team: teamRef(6), seed: 2 },
          low: { team: teamRef(11), seed: 3 },
          highFrom: null,
          lowFrom: null,
          legs: [],
          aggregate: null,
          winnerId: null,
        },
      ],
    },
    {
      stage: 'semi_final',
      name: '半决赛（拉斯维加斯 T-Mobile球馆）',
      legs,
      state: 'upcoming',
      ties: [
        {
          high: { team: teamRef(1), seed: 1 },
          low: null,
          highFrom: null,
          lowFrom: '东部2号/3号种子胜者',
          legs: [],
          aggregate: null,
          winnerId: null,
        },
      ],
    },
  ];
  return {
    name: 'NBA杯',
    drawNote: '本届分组为本站模拟抽签（真实分组本站未收录）',
    rules: ['同战绩依次比较：相互胜负、小组赛净胜分、小组赛总得分、上赛季常规赛战绩、抽签。'],
    groupNights: ['2026-11-07', '2026-11-14', '2026-11-21', '2026-11-25', '2026-11-28'],
    groups: names.map((n, i) => group(n, i * 5 + 1, true)),
    knockout,
  };
}

beforeEach(() => {
  jest.clearAllMocks();
  (getLeagueTree as jest.Mock).mockResolvedValue({ sport: 'basketball', hot: [nba], regions: [] });
});

describe('/league NBA杯 tab', () => {
  it('shows the six group tables, the simulated-draw note, and the bracket with seeds, score and open places', async () => {
    (getLeague as jest.Mock).mockResolvedValue(leagueDetail({ league: nba, standings: [], nbaCup: cup() }));
    renderAt(<LeaguePage />, '/league?id=108&tab=cup');
    const tables = await screen.findAllByRole('table', { name: /^NBA杯 (东部|西部)[ABC]组/ });
    expect(tables).toHaveLength(6);
    expect(within(tables[0] as HTMLElement).getAllByRole('row')).toHaveLength(6);
    expect(within(tables[0] as HTMLElement).getByText('小组第一')).toBeInTheDocument();
    expect(within(tables[1] as HTMLElement).getByText('外卡')).toBeInTheDocument();
    expect(within(tables[0] as HTMLElement).getByText('+20')).toBeInTheDocument();
    expect(screen.getByText(/本站模拟抽签/)).toBeInTheDocument();
    expect(screen.getByText(/11月7日、11月14日/)).toBeInTheDocument();
    const qf = screen.getByRole('list', { name: 'NBA杯 1/4决赛对阵' });
    expect(within(qf).getByLabelText('比分 118-104')).toBeInTheDocument();
    expect(within(qf).getByText('晋级')).toBeInTheDocument();
    expect(within(qf).getAllByTitle('NBA杯分区种子')[1]).toHaveTextContent('4');
    const semi = screen.getByRole('list', { name: 'NBA杯 半决赛（拉斯维加斯 T-Mobile球馆）对阵' });
    expect(within(semi).getByText('东部2号/3号种子胜者')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'NBA杯' })).toBeInTheDocument();
  });

  it('has no NBA杯 tab when the season has no cup', async () => {
    (getLeague as jest.Mock).mockResolvedValue(leagueDetail({ league: nba, standings: [], nbaCup: null }));
    renderAt(<LeaguePage />, '/league?id=108&tab=cup');
    expect(await screen.findByRole('link', { name: '赛程' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'NBA杯' })).toBeNull();
    expect(screen.queryByRole('table', { name: /NBA杯/ })).toBeNull();
  });

  it('labels a cup game in a match list (NBA杯 东部A组) and leaves a regular-season game unlabelled', () => {
    const cupGame = match(801, { sport: 'basketball', roundName: 'NBA杯 东部A组', group: '东部A组' });
    const plain = match(802, { sport: 'basketball', roundName: '常规赛' });
    renderAt(<MatchList matches={[cupGame, plain]} label="NBA赛程" />, '/');
    const rows = within(screen.getByRole('list', { name: 'NBA赛程' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('NBA杯 东部A组');
    expect(rows[1]).not.toHaveTextContent('NBA杯');
  });
});
