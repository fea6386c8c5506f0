import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RequestError } from '@jincheng/shared';
import { match } from '../../../test-utils/fixtures';
import { teamDetail } from '../../../test-utils/team-fixtures';
import { renderAt } from '../../../test-utils/render';
import { getTeam, getTeamMatches, getTeamStats } from '../api/team-api';
import TeamLqPage from '../team-lq-page';
import TeamPage from '../team-page';

jest.mock('../api/team-api');

beforeEach(() => {
  jest.clearAllMocks();
  (getTeam as jest.Mock).mockResolvedValue(teamDetail());
  // The 数据 section has its own tests (team-season-data.test.tsx): here it stays loading.
  (getTeamStats as jest.Mock).mockReturnValue(new Promise(() => {}));
});

describe('/team/:id', () => {
  it('shows the header with venue and coach', async () => {
    renderAt(<TeamPage />, '/team/14', '/team/:id');
    expect(screen.getByRole('heading', { level: 1, name: '足球球队' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '曼彻斯特联' })).toBeInTheDocument();
    expect(screen.getByText('老特拉福德')).toBeInTheDocument();
    expect(screen.getByText('主教练甲')).toBeInTheDocument();
    expect(getTeam).toHaveBeenCalledWith(14);
  });

  it("links each past season of real results to that season's table", async () => {
    renderAt(<TeamPage />, '/team/14', '/team/:id');
    const past = await screen.findByRole('region', { name: '往季战绩' });
    expect(within(past).getByRole('link', { name: '2024/25 英超' })).toHaveAttribute(
      'href',
      '/league?id=1&season=2024-25',
    );
    expect(past).toHaveTextContent('第15名 · 38场 42分');
    expect(past).toHaveTextContent('29场 38分（赛季未完）');
  });

  it('says from when a past season completed by simulation is simulated', async () => {
    const detail = teamDetail();
    (getTeam as jest.Mock).mockResolvedValue({
      ...detail,
      pastSeasons: [
        {
          ...detail.pastSeasons[0],
          rank: 1,
          played: 38,
          points: 86,
          through: null,
          simulatedAfter: '2026-03-09',
        },
      ],
    });
    renderAt(<TeamPage />, '/team/14', '/team/:id');
    const past = await screen.findByRole('region', { name: '往季战绩' });
    expect(past).toHaveTextContent('第1名 · 38场 86分（3月9日后为模拟）');
    expect(past).not.toHaveTextContent('赛季未完');
  });

  it('shows no 往季战绩 for a team without past seasons', async () => {
    (getTeam as jest.Mock).mockResolvedValue({ ...teamDetail(), pastSeasons: [] });
    renderAt(<TeamPage />, '/team/14', '/team/:id');
    expect(await screen.findByRole('heading', { name: '曼彻斯特联' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '往季战绩' })).not.toBeInTheDocument();
  });

  it('lists 伤停 before the next match: the match linked, each player with his reason and return or ban', async () => {
    renderAt(<TeamPage />, '/team/14', '/team/:id');
    const absences = await screen.findByRole('region', { name: '伤停' });
    // The fixture's next match: 曼联 at home to 维拉 on 20 Nov 20:00 Beijing.
    expect(within(absences).getByRole('link', { name: /11月20日 20:00 英超 主场对维拉/ })).toHaveAttribute(
      'href',
      '/matchDetail/1/201',
    );
    const rows = within(absences).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('8球员4伤腿筋拉伤 · 预计12月12日复出');
    expect(within(rows[0]!).getByRole('link', { name: '球员4' })).toHaveAttribute('href', '/player/4/14');
    expect(rows[1]).toHaveTextContent('4球员2停红牌停赛 · 还需停赛2场');
  });

  it('says nobody is out when the list is empty, and shows no 伤停 without a match to come', async () => {
    const detail = teamDetail();
    (getTeam as jest.Mock).mockResolvedValue({ ...detail, absences: { ...detail.absences!, list: [] } });
    const first = renderAt(<TeamPage />, '/team/14', '/team/:id');
    expect(
      within(await screen.findByRole('region', { name: '伤停' })).getByText('暂无伤停，全员可以出战'),
    ).toBeInTheDocument();
    first.unmount();
    (getTeam as jest.Mock).mockResolvedValue({ ...detail, absences: null });
    renderAt(<TeamPage />, '/team/14', '/team/:id');
    expect(await screen.findByRole('heading', { name: '曼彻斯特联' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '伤停' })).not.toBeInTheDocument();
  });

  it('lists the squad by position, each player linking with this team id', async () => {
    renderAt(<TeamPage />, '/team/14', '/team/:id');
    const tables = await screen.findAllByRole('table');
    expect(tables.map((t) => t.querySelector('caption')?.textContent)).toEqual([
      '门将（1）',
      '后卫（1）',
      '中场（1）',
      '前锋（1）',
    ]);
    expect(screen.getByRole('link', { name: '球员3' })).toHaveAttribute('href', '/player/3/14');
  });

  it("shows each player's season line in the squad: apps (starts), goals, assists", async () => {
    renderAt(<TeamPage />, '/team/14', '/team/:id');
    const forwards = await screen.findByRole('table', { name: '前锋（1）' });
    const headers = within(forwards)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace('↕', ''));
    expect(headers).toEqual(expect.arrayContaining(['出场', '进球', '助攻']));
    // 球员3: 13 games, 11 starts, 3 goals, 0 assists (the fixture's season line).
    const row = within(forwards).getByRole('link', { name: '球员3' }).closest('tr')!;
    expect(within(row).getByText('13（11）')).toBeInTheDocument();
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining(['3', '0']));
  });

  it('links 赛程 and 赛果 to match detail and loads more on request', async () => {
    (getTeamMatches as jest.Mock).mockResolvedValue({
      list: [match(151), match(140)],
      page: 1,
      pageSize: 10,
      total: 2,
      hasMore: false,
    });
    const detail = teamDetail();
    detail.results = [151, 150, 149, 148, 147].map((id) => match(id));
    (getTeam as jest.Mock).mockResolvedValue(detail);
    renderAt(<TeamPage />, '/team/14', '/team/:id');
    const results = await screen.findByRole('list', { name: '赛果' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(5);
    expect(within(results).getAllByRole('link', { name: /比赛详情/ })[0]).toHaveAttribute(
      'href',
      '/matchDetail/1/151',
    );
    await userEvent.click(screen.getByRole('button', { name: '查看更多赛果' }));
    expect(getTeamMatches).toHaveBeenCalledWith(14, 'results', 1);
    expect(await screen.findAllByRole('link', { name: /比赛详情/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: '查看更多赛果' })).toBeNull();
  });

  it('shows not-found for an unknown team', async () => {
    (getTeam as jest.Mock).mockRejectedValue(new RequestError('访问资源不存在', 'business', 404));
    renderAt(<TeamPage />, '/team/999999', '/team/:id');
    expect(await screen.findByRole('heading', { name: '未找到该球队' })).toBeInTheDocument();
  });

  it('points a football team opened on the basketball route to its own page', async () => {
    renderAt(<TeamLqPage />, '/teamLq/14', '/teamLq/:id');
    expect(await screen.findByRole('heading', { name: '未找到该篮球球队' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往球队页' })).toHaveAttribute('href', '/team/14');
  });
});

describe('/teamLq/:id', () => {
  it('shows basketball figures and links players to /playerLq', async () => {
    const detail = teamDetail('basketball');
    detail.squad = [{ ...detail.squad[0]!, id: 41608, name: '中锋甲', position: '中锋' }];
    (getTeam as jest.Mock).mockResolvedValue(detail);
    renderAt(<TeamLqPage />, '/teamLq/14', '/teamLq/:id');
    expect(await screen.findByText('场均得分')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '中锋甲' })).toHaveAttribute('href', '/playerLq/41608/14');
    // The squad's season line: games (starts) and points per game.
    const row = screen.getByRole('link', { name: '中锋甲' }).closest('tr')!;
    expect(within(row).getByText('13（11）')).toBeInTheDocument();
    expect(within(row).getByText('10.3')).toBeInTheDocument();
  });
});
