import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showLoginAtom } from '@jincheng/shared';
import { expert, modelView as view, solution } from '../../../test-utils/fixtures';
import { renderScreen } from '../../../test-utils/render';
import { followExpert, getExpert } from '../api/expert-api';
import ExpertDetailPage from '../expert-detail-page';

jest.mock('../api/expert-api');

const detail = (following: boolean) => ({
  expert: expert(4, { name: '老王说球', followers: 999 }),
  recent: [solution(31, { result: 'red', resultLabel: '红' }), solution(32, { title: '待开奖的方案' })],
  following,
});

describe('expert detail', () => {
  it('shows profile, stats, record and solutions linking to their detail', async () => {
    jest.mocked(getExpert).mockResolvedValue(detail(false));
    renderScreen(<ExpertDetailPage />, { url: '/expertsDetail?id=4' });
    expect(await screen.findByRole('heading', { level: 1, name: '老王说球' })).toBeInTheDocument();
    expect(getExpert).toHaveBeenCalledWith(4);
    expect(screen.getByText('66.7%')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: /最近已开奖方案/ })).toHaveTextContent('红');
    expect(screen.getByRole('link', { name: /待开奖的方案/ })).toHaveAttribute(
      'href',
      '/solutionDetails?id=32',
    );
  });

  it('opens the login dialog when a visitor presses 关注', async () => {
    jest.mocked(getExpert).mockResolvedValue(detail(false));
    const { store } = renderScreen(<ExpertDetailPage />, { url: '/expertsDetail?id=4' });
    await userEvent.click(await screen.findByRole('button', { name: '+ 关注' }));
    expect(store.get(showLoginAtom)).toBe(true);
    expect(followExpert).not.toHaveBeenCalled();
  });

  it('follows and unfollows for a signed-in user, updating the follower count', async () => {
    jest.mocked(getExpert).mockResolvedValue(detail(false));
    jest
      .mocked(followExpert)
      .mockResolvedValueOnce({ expertId: 4, following: true, followers: 1000 })
      .mockResolvedValueOnce({ expertId: 4, following: false, followers: 999 });
    renderScreen(<ExpertDetailPage />, { url: '/expertsDetail?id=4', token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: '+ 关注' }));
    const following = await screen.findByRole('button', { name: '已关注' });
    expect(following).toHaveAttribute('aria-pressed', 'true');
    expect(followExpert).toHaveBeenLastCalledWith(4, true);
    expect(screen.getByText('1000')).toBeInTheDocument();
    await userEvent.click(following);
    expect(await screen.findByRole('button', { name: '+ 关注' })).toHaveAttribute('aria-pressed', 'false');
    expect(followExpert).toHaveBeenLastCalledWith(4, false);
  });
});

describe('the model on an expert’s solution cards (issue 50)', () => {
  it('gives every card the model’s 胜平负 and the verdict only where the server gave one', async () => {
    jest.mocked(getExpert).mockResolvedValue({
      expert: expert(4, { name: '老王说球' }),
      recent: [
        solution(31, {
          title: '免费方案',
          price: 0,
          model: view({ verdict: 'agree', pickProbability: 0.521 }),
        }),
        solution(32, { title: '付费方案', model: view() }),
        solution(33, { title: '没有预测的方案', model: null }),
      ],
      following: false,
    });
    renderScreen(<ExpertDetailPage />, { url: '/expertsDetail?id=4' });
    const free = await screen.findByRole('link', { name: /免费方案/ });
    expect(free).toHaveTextContent('模型主 52.1% · 平 26.2% · 客 21.7%模型同意');
    const paid = screen.getByRole('link', { name: /付费方案/ });
    expect(paid).toHaveTextContent('主 52.1% · 平 26.2% · 客 21.7%');
    expect(paid).not.toHaveTextContent(/模型同意|模型不同意/);
    expect(screen.getByRole('link', { name: /没有预测的方案/ })).not.toHaveTextContent('模型');
  });
});
