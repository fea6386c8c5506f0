import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryView } from '../query-view';

function renderView(read: () => Promise<string | null>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <QueryView
        query={{ queryKey: ['team', 9], queryFn: read }}
        pending={<p>加载中</p>}
        failed={(_error, retry) => (
          <button type="button" onClick={retry}>
            重试
          </button>
        )}
        notFound={<p>未找到该球队</p>}
      >
        {(team) => <h1>{team}</h1>}
      </QueryView>
    </QueryClientProvider>,
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('QueryView', () => {
  it('shows the skeleton while reading, then the data', async () => {
    renderView(() => Promise.resolve('曼城'));
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '曼城' })).toBeInTheDocument();
  });

  it('shows the not-found state for a null answer', async () => {
    renderView(() => Promise.resolve(null));
    expect(await screen.findByText('未找到该球队')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows the failure, and 重试 reads again', async () => {
    const read = jest.fn<Promise<string | null>, []>().mockRejectedValueOnce(new Error('网络错误'));
    read.mockResolvedValue('曼城');
    renderView(read);
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '曼城' })).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(2);
  });
});
