import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient, type Sport } from '@jincheng/shared';
import { getMatchForecast } from '../../../api/model/forecast-api';
import { ForecastPanel } from '../forecast-panel';
import {
  backtestFootball,
  basketballForecast,
  frozenFootball,
  liveBasketball,
  noForecast,
} from '../../../test-utils/forecast-fixture';

jest.mock('../../../api/model/forecast-api');
const mocked = jest.mocked(getMatchForecast);

function renderPanel(sport: Sport = 'football') {
  const client = createQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ForecastPanel matchId={77} sport={sport} sides={{ home: '阿森纳', away: '切尔西' }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('模型 tab', () => {
  beforeEach(() => mocked.mockReset());

  it('shows a frozen football forecast: 胜平负, expected goals, likely scores, 大2.5球, 双方进球', async () => {
    mocked.mockResolvedValue(frozenFootball());
    renderPanel();
    expect(screen.getByText('模型预测加载中…')).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: '模型预测' });
    expect(card).toHaveTextContent('冻结于 2026-11-21 20:00');
    expect(card).toHaveTextContent('开赛 11-22 23:00 前');
    expect(card).toHaveTextContent(/前的 \d+ 场真实赛果/);
    const probs = within(card).getByLabelText('胜平负概率');
    expect(within(probs).getByText('52.1%')).toBeInTheDocument();
    expect(within(probs).getByText('23.9%')).toBeInTheDocument();
    expect(within(probs).getByText('24.0%')).toBeInTheDocument();
    expect(screen.getByTestId('xg-home')).toHaveTextContent('1.73');
    expect(screen.getByTestId('xg-away')).toHaveTextContent('1.02');
    expect(screen.getByTestId('over25')).toHaveTextContent('51.9%');
    expect(screen.getByTestId('btts')).toHaveTextContent('53.0%');
    const scores = screen.getByRole('table', { name: '最可能的比分' });
    const rows = within(scores).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('1-111.6%');
    expect(card).toHaveTextContent('基准');
    expect(screen.getByText('预测仅供参考，不构成投注建议')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /查看模型战绩/ })).toHaveAttribute(
      'href',
      '/model?sport=football',
    );
  });

  it('lists a voided forecast as 已作废 with its reason', async () => {
    mocked.mockResolvedValue(frozenFootball());
    renderPanel();
    const voided = await screen.findByRole('region', { name: '已作废的预测' });
    const item = within(voided).getByRole('listitem');
    expect(item).toHaveTextContent('已作废');
    expect(item).toHaveTextContent('比赛延期');
    expect(item).toHaveTextContent('主胜 50.1%');
  });

  it('labels a past real result’s forecast 回测 and says it counts in the record', async () => {
    mocked.mockResolvedValue(backtestFootball());
    renderPanel();
    const card = await screen.findByRole('region', { name: '模型预测' });
    expect(within(card).getByText('回测')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('冻结于');
    expect(screen.getByText(/计入模型公开战绩/)).toBeInTheDocument();
  });

  it('draws the in-play line with the goals marked, its numbers in a table for screen readers', async () => {
    mocked.mockResolvedValue(backtestFootball());
    renderPanel();
    const chart = await screen.findByRole('img', { name: /滚球胜率：90' 时/ });
    expect(chart.querySelectorAll('path')).toHaveLength(3);
    const data = screen.getByRole('table', { name: /滚球胜率数据/ });
    const rows = within(data).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      "0'",
      "30'",
      "70'",
      "90'",
    ]);
    expect(rows[1]).toHaveTextContent('1-0');
    expect(rows[2]).toHaveTextContent('1-1');
  });

  it('draws no in-play line before kick-off', async () => {
    mocked.mockResolvedValue(frozenFootball());
    renderPanel();
    await screen.findByRole('region', { name: '模型预测' });
    expect(screen.queryByTestId('in-play-chart')).not.toBeInTheDocument();
  });

  it('shows basketball win probability, expected margin and total', async () => {
    mocked.mockResolvedValue(basketballForecast());
    renderPanel('basketball');
    const probs = await screen.findByLabelText('胜负概率');
    expect(within(probs).getByText('64.1%')).toBeInTheDocument();
    expect(within(probs).getByText('35.9%')).toBeInTheDocument();
    expect(screen.getByTestId('margin')).toHaveTextContent('阿森纳 领先 4.4 分');
    expect(screen.getByTestId('total')).toHaveTextContent('224.8');
    expect(screen.getByText(/不计入模型战绩/)).toBeInTheDocument();
    // Basketball is fitted to the simulated season: never called real results.
    expect(screen.getByRole('region', { name: '模型预测' })).toHaveTextContent(
      /前的 \d+ 场本季比赛（模拟赛果）/,
    );
    expect(screen.queryByText(/场真实赛果/)).toBeNull();
    expect(screen.getByRole('link', { name: /查看模型战绩/ })).toHaveAttribute(
      'href',
      '/model?sport=basketball',
    );
  });

  it('draws a live basketball game’s line by quarters, without a draw, its numbers in a table', async () => {
    mocked.mockResolvedValue(liveBasketball(30));
    renderPanel('basketball');
    const chart = await screen.findByRole('img', {
      name: '滚球胜率：第3节 剩 06:00 时 主胜 79.1%，客胜 20.9%',
    });
    expect(chart.querySelectorAll('path')).toHaveLength(2);
    expect([...chart.querySelectorAll('text')].map((t) => t.textContent).slice(5)).toEqual([
      '第1节',
      '第2节',
      '第3节',
      '第4节',
    ]);
    // The ends of the first three quarters are marked.
    expect(chart.querySelectorAll('line')).toHaveLength(5 + 3);
    const figure = screen.getByTestId('in-play-chart');
    expect(figure).not.toHaveTextContent('平局');
    const data = screen.getByRole('table', { name: /滚球胜率数据/ });
    expect(
      within(data)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['时间', '比分（主-客）', '主胜', '客胜']);
    const rows = within(data).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      '开赛',
      '第1节结束',
      '第2节结束',
      '第3节 剩 06:00',
    ]);
    expect(rows[0]).toHaveTextContent('0-064.1%35.9%');
    expect(rows[2]).toHaveTextContent('48-076.1%23.9%');
  });

  it('carries a finished basketball line through overtime', async () => {
    mocked.mockResolvedValue(liveBasketball(53, 1));
    renderPanel('basketball');
    const chart = await screen.findByRole('img', { name: '滚球胜率：加时1结束 时 主胜 90.6%，客胜 9.4%' });
    expect([...chart.querySelectorAll('text')].map((t) => t.textContent).at(-1)).toBe('加时1');
    const rows = within(screen.getByRole('table', { name: /滚球胜率数据/ })).getAllByRole('row');
    expect(rows.map((r) => within(r).queryByRole('rowheader')?.textContent).slice(1)).toEqual([
      '开赛',
      '第1节结束',
      '第2节结束',
      '第3节结束',
      '第4节结束',
      '加时1结束',
    ]);
  });

  it('says 暂无预测 and why when the model has no data', async () => {
    mocked.mockResolvedValue(noForecast());
    renderPanel();
    expect(await screen.findByText('暂无预测')).toBeInTheDocument();
    expect(screen.getByText(/没有可用的真实赛果/)).toBeInTheDocument();
  });

  it('says a basketball game has too few games behind it, not that it lacks real results', async () => {
    mocked.mockResolvedValue({ ...noForecast(), sport: 'basketball' });
    renderPanel('basketball');
    expect(await screen.findByText('两队本季已赛场次还太少，模型暂时无法预测')).toBeInTheDocument();
  });

  it('offers a retry when the forecast fails to load', async () => {
    mocked.mockRejectedValueOnce(new Error('network')).mockResolvedValue(frozenFootball());
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: /重试/ }));
    expect(await screen.findByRole('region', { name: '模型预测' })).toBeInTheDocument();
  });
});
