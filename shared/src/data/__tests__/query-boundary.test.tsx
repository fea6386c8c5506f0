import { QueryClient, QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryBoundary } from '../query-boundary';

function Standings({ league, read }: { league: number; read: (league: number) => Promise<string> }) {
  const { data } = useSuspenseQuery({ queryKey: ['standings', league], queryFn: () => read(league) });
  return <h1>{data}</h1>;
}

function renderBoundary(read: (league: number) => Promise<string>, league = 1) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = (id: number) => (
    <QueryClientProvider client={client}>
      <QueryBoundary
        pending={<p>加载中</p>}
        failed={(error, retry) => (
          <div role="alert">
            {error instanceof Error ? error.message : String(error)}
            <button onClick={retry}>重试</button>
          </div>
        )}
        resetKeys={[id]}
      >
        <Standings league={id} read={read} />
      </QueryBoundary>
    </QueryClientProvider>
  );
  const { rerender } = render(view(league));
  return { showLeague: (id: number) => rerender(view(id)) };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('QueryBoundary', () => {
  it('shows the fallback for a failed read, and 重试 reads again and shows the screen', async () => {
    const read = jest.fn<Promise<string>, [number]>().mockRejectedValueOnce(new Error('网络错误'));
    read.mockResolvedValue('积分榜');
    renderBoundary(read);
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('网络错误');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '积分榜' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('gives a shown failure way to the children when a reset key changes', async () => {
    const read = jest.fn((league: number) =>
      league === 1 ? Promise.reject(new Error('网络错误')) : Promise.resolve(`联赛 ${league}`),
    );
    const { showLeague } = renderBoundary(read);
    expect(await screen.findByRole('alert')).toHaveTextContent('网络错误');
    showLeague(2);
    expect(await screen.findByRole('heading', { name: '联赛 2' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a render error (not a read) inside the boundary, and 重试 renders the children again', async () => {
    let broken = true;
    function Fragile() {
      if (broken) throw new Error('渲染失败');
      return <h1>恢复了</h1>;
    }
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <header>页头</header>
        <QueryBoundary
          pending={<p>加载中</p>}
          failed={(error, retry) => (
            <div role="alert">
              {(error as Error).message}
              <button onClick={retry}>重试</button>
            </div>
          )}
        >
          <Fragile />
        </QueryBoundary>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('渲染失败');
    expect(screen.getByText('页头')).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.getByRole('heading', { name: '恢复了' })).toBeInTheDocument();
  });
});
