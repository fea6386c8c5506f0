import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test-utils/render';
import { getModelRecord } from '../api/model-api';
import ModelPage from '../model-page';
import { basketballRecord, footballRecord } from './record-fixture';

jest.mock('../api/model-api');
const mocked = jest.mocked(getModelRecord);

beforeEach(() => {
  mocked.mockReset();
  mocked.mockImplementation(async (sport) =>
    sport === 'basketball' ? basketballRecord() : footballRecord(),
  );
});

describe('/model', () => {
  it('explains the record in plain Chinese: Brier, 回测, real matches only, baseline only, not advice', async () => {
    renderAt(<ModelPage />, '/model');
    expect(screen.getByRole('heading', { level: 1, name: '数据模型' })).toBeInTheDocument();
    expect(screen.getByText(/0 分是完美预测/)).toHaveTextContent('越低越好');
    expect(screen.getByText(/逐周向前/)).toBeInTheDocument();
    expect(screen.getByText(/永远不计入战绩/)).toBeInTheDocument();
    expect(screen.getByText(/不与赔率比较/)).toBeInTheDocument();
    expect(screen.getByText('预测仅供参考，不构成投注建议')).toBeInTheDocument();
    await screen.findByTestId('overall');
    expect(mocked).toHaveBeenCalledWith('football', expect.anything());
  });

  it('shows the overall record and the table per league and season, model against baseline', async () => {
    renderAt(<ModelPage />, '/model');
    expect(await screen.findByTestId('overall-brier-model')).toHaveTextContent('0.5963');
    expect(screen.getByTestId('overall-logloss-model')).toHaveTextContent('1.0011');
    expect(screen.getByTestId('overall')).toHaveTextContent('基准 0.6554');
    expect(screen.getByTestId('overall-n')).toHaveTextContent('620');
    const table = screen.getByRole('table', { name: /模型与基准/ });
    const row = within(table).getByRole('row', { name: /英超/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2024/25', '350', '0.6098', '0.6587', '1.0134', '1.0858']);
  });

  it('draws the calibration chart with the diagonal, its numbers in a table for screen readers', async () => {
    renderAt(<ModelPage />, '/model');
    const chart = await screen.findByRole('img', { name: /校准图/ });
    expect(chart.querySelectorAll('circle')).toHaveLength(9);
    const data = screen.getByRole('table', { name: '校准图数据' });
    expect(chart).toHaveAttribute('aria-describedby', data.id);
    const rows = within(data).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('0%–10%2005.0%4.0%');
    expect(rows[9]).toHaveTextContent('90%–100%0——');
  });

  it('draws the rolling Brier line of a chosen league and season', async () => {
    renderAt(<ModelPage />, '/model');
    const chart = await screen.findByRole('img', { name: /英超 2024\/25 滚动 Brier/ });
    expect(chart.querySelectorAll('path')).toHaveLength(2);
    expect(screen.getByRole('table', { name: /英超 2024\/25 滚动 Brier 分数数据/ })).toHaveTextContent(
      '0.6101',
    );
    fireEvent.change(screen.getByRole('combobox', { name: '赛事' }), { target: { value: '1' } });
    expect(screen.getByRole('img', { name: /西甲 2024\/25 滚动 Brier/ })).toBeInTheDocument();
  });

  it('says honestly that basketball has no record, with a way back to 足球', async () => {
    renderAt(<ModelPage />, '/model?sport=basketball');
    expect(await screen.findByText('暂无战绩')).toBeInTheDocument();
    expect(screen.getByText(/没有篮球的真实赛果/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /查看足球模型战绩/ }));
    expect(await screen.findByTestId('overall-brier-model')).toHaveTextContent('0.5963');
    expect(screen.getByTestId('location')).toHaveTextContent('/model?sport=football');
  });

  it('switches sport from the tabs', async () => {
    renderAt(<ModelPage />, '/model');
    await screen.findByTestId('overall');
    await userEvent.click(screen.getByRole('link', { name: '篮球' }));
    expect(await screen.findByText('暂无战绩')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '篮球' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers a retry when the record fails to load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mocked.mockRejectedValueOnce(new Error('数据模型加载失败'));
    renderAt(<ModelPage />, '/model');
    await userEvent.click(await screen.findByRole('button', { name: /重试/ }));
    expect(await screen.findByTestId('overall')).toBeInTheDocument();
  });
});
