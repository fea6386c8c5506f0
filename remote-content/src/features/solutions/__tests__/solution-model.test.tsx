import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountAnswers } from '../../../../../jest/account-answers';
import { match, modelView as view, solution } from '../../../test-utils/fixtures';
import { renderScreen } from '../../../test-utils/render';
import { buySolution, getSolution } from '../api/solution-api';
import SolutionDetailPage from '../solution-detail-page';

jest.mock('../api/solution-api');

/** The model beside an expert's pick (issue 50): its forecast, and its verdict only on a pick the reader sees. */
const url = '/solutionDetails?id=9';
const panel = async () => within(await screen.findByRole('region', { name: /模型观点/ }));

describe('the model beside a solution', () => {
  beforeEach(() => {
    jest.mocked(getSolution).mockReset();
    jest.mocked(buySolution).mockReset();
    accountAnswers(() => Promise.resolve({ userId: '10001', balance: 100 }));
  });

  it('on a locked solution shows the model’s own forecast and no verdict, then the verdict once bought', async () => {
    jest.mocked(getSolution).mockResolvedValue(solution(9, { model: view() }));
    jest.mocked(buySolution).mockResolvedValue({
      solutionId: 9,
      charged: 28,
      alreadyPurchased: false,
      balance: 72,
      analysis: '客队反击犀利。',
      pick: '切尔西胜',
      model: view({ verdict: 'disagree', pickProbability: 0.217 }),
    });
    renderScreen(<SolutionDetailPage />, { url, token: 't' });
    const locked = await panel();
    const probs = locked.getByLabelText('模型胜平负概率');
    expect(probs).toHaveTextContent('主胜 阿森纳52.1%');
    expect(probs).toHaveTextContent('平局26.2%');
    expect(probs).toHaveTextContent('客胜 切尔西21.7%');
    expect(probs).toHaveTextContent('大2.5球47.0%');
    expect(locked.queryByText(/模型同意|模型不同意|模型不覆盖/)).not.toBeInTheDocument();
    expect(locked.getByText(/购买前只显示模型自己的预测，不透露推荐内容/)).toBeInTheDocument();
    expect(locked.getByText(/赛前预测，05-30 12:00 生成并冻结/)).toBeInTheDocument();
    expect(locked.getByText(/不构成投注建议/)).toBeInTheDocument();
    expect(locked.getByRole('link', { name: '查看模型战绩' })).toHaveAttribute(
      'href',
      '/model?sport=football',
    );

    await userEvent.click(screen.getByRole('button', { name: '购买方案（28 金币）' }));
    await userEvent.click(screen.getByRole('button', { name: '支付 28 金币' }));
    expect(await screen.findByText('客队反击犀利。')).toBeInTheDocument();
    const bought = await panel();
    expect(bought.getByRole('heading', { name: /模型观点/ })).toHaveTextContent('模型不同意');
    expect(
      bought.getByText('模型给专家推荐的「切尔西胜」的概率是 21.7%，模型更看好主胜 阿森纳（52.1%）。'),
    ).toBeInTheDocument();
  });

  it('on a free pick the model likes best says it agrees, naming the pick and its probability', async () => {
    jest.mocked(getSolution).mockResolvedValue(
      solution(9, {
        price: 0,
        locked: false,
        pick: '阿森纳胜',
        analysis: '主队更强。',
        model: view({ verdict: 'agree', pickProbability: 0.521, kind: 'backtest', madeAt: null }),
      }),
    );
    renderScreen(<SolutionDetailPage />, { url });
    const free = await panel();
    expect(free.getByRole('heading', { name: /模型观点/ })).toHaveTextContent('模型同意');
    expect(
      free.getByText('专家推荐的「阿森纳胜」正是模型认为可能性最大的结果（模型概率 52.1%）。'),
    ).toBeInTheDocument();
    expect(free.getByText(/回测：本场开赛前没有留存预测/)).toBeInTheDocument();
  });

  it('says 模型不覆盖此玩法 for a market it does not price, and still shows its forecast', async () => {
    jest.mocked(getSolution).mockResolvedValue(
      solution(9, {
        price: 0,
        locked: false,
        pick: '阿森纳 -1',
        analysis: '让一球。',
        model: view({ verdict: 'unpriced' }),
      }),
    );
    renderScreen(<SolutionDetailPage />, { url });
    const unpriced = await panel();
    expect(unpriced.getByRole('heading', { name: /模型观点/ })).toHaveTextContent('模型不覆盖此玩法');
    expect(unpriced.getByText(/不计算这个玩法，因此不对这条推荐表态/)).toBeInTheDocument();
    expect(unpriced.getByLabelText('模型胜平负概率')).toHaveTextContent('52.1%');
  });

  it('says so when the model has no forecast of the match; shows nothing from a server without the field', async () => {
    jest.mocked(getSolution).mockResolvedValue(solution(9, { model: null }));
    const first = renderScreen(<SolutionDetailPage />, { url });
    expect((await panel()).getByText(/模型对这场比赛没有预测/)).toBeInTheDocument();
    first.unmount();
    jest.mocked(getSolution).mockResolvedValue(solution(9));
    renderScreen(<SolutionDetailPage />, { url });
    expect(await screen.findByText('免费摘要：两队近况')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /模型观点/ })).not.toBeInTheDocument();
  });

  it('shows a basketball forecast’s win probability, margin and total', async () => {
    const m = match(80, { sport: 'basketball', status: 'scheduled', phase: 'upcoming' });
    jest.mocked(getSolution).mockResolvedValue(
      solution(9, {
        match: m,
        model: view({
          forecast: {
            sport: 'basketball',
            home: 0.64,
            away: 0.36,
            pointsHome: 114.2,
            pointsAway: 109.1,
            margin: 5.1,
            total: 223.3,
          },
        }),
      }),
    );
    renderScreen(<SolutionDetailPage />, { url });
    const probs = (await panel()).getByLabelText('模型胜负概率');
    expect(probs).toHaveTextContent('主胜 阿森纳64.0%');
    expect(probs).toHaveTextContent('客胜 切尔西36.0%');
    expect(probs).toHaveTextContent('预期分差阿森纳 +5.1');
    expect(probs).toHaveTextContent('预期总分223.3');
    expect(probs).not.toHaveTextContent('平局');
  });
});
