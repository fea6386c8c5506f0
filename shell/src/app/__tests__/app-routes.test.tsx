import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { loadVersion } from '../../remotes/federation';
import { DataProvider, createQueryClient } from '@jincheng/shared';
import { AppRoutes } from '../app';
import { startProgress, doneProgress } from '../progress';

jest.mock('../../remotes/federation', () => {
  const one = { current: '1.0.0-a' };
  const remotes = { scores: one, content: one, database: one, account: one };
  return { loadVersion: jest.fn(), reloadRemote: jest.fn(), registry: async () => ({ remotes }) };
});
jest.mock('../progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn() }));
jest.mock('../../ui/qr-code', () => ({
  QrCode: ({ label }: { label: string }) => <span>{label}二维码</span>,
}));

const load = loadVersion as jest.MockedFunction<typeof loadVersion>;

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderAt(url: string) {
  return render(
    <DataProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
        <Where />
      </MemoryRouter>
    </DataProvider>,
  );
}

beforeEach(() => {
  window.scrollTo = jest.fn();
  load.mockImplementation(async (remote) => ({
    routes: new Proxy(
      {},
      { get: (_t, path) => async () => ({ default: () => <h1>{`${remote} ${String(path)}`}</h1> }) },
    ),
    widgets: new Proxy(
      {},
      { get: (_t, name) => async () => ({ default: () => <p>{`${remote} ${String(name)}`}</p> }) },
    ),
  }));
});

describe('shell routing', () => {
  it('redirects any path no route owns to /home (seed spec §2), replacing it in the history', async () => {
    renderAt('/no/such/page');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/home'));
    expect(await screen.findByText('scores hotMatches')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '页面不存在' })).not.toBeInTheDocument();
  });

  it('treats /login as no route: a visitor falls through to /home', async () => {
    renderAt('/login');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/home'));
  });

  it('renders a remote route through its owner with the route title', async () => {
    renderAt('/matchDetail/1/42');
    expect(await screen.findByRole('heading', { name: 'scores /matchDetail/:type/:id' })).toBeInTheDocument();
    expect(document.title).toBe('锦城体育 - 足球比赛详情');
    expect(load).toHaveBeenCalledWith('scores', '1.0.0-a', './routes');
  });

  it('composes widgets from two remotes on /home', async () => {
    renderAt('/home');
    expect(await screen.findByText('scores hotMatches')).toBeInTheDocument();
    expect(await screen.findByText('content latestNews')).toBeInTheDocument();
    expect(await screen.findByText('content topExperts')).toBeInTheDocument();
  });

  it('keeps the scroll of the document’s first screen (a reader may have scrolled before the shell ran)', async () => {
    document.documentElement.removeAttribute('data-hydrated');
    renderAt('/home');
    await screen.findByText('scores hotMatches');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('runs the progress bar for navigations, not for the document’s first screen', async () => {
    (startProgress as jest.Mock).mockClear();
    (doneProgress as jest.Mock).mockClear();
    document.documentElement.removeAttribute('data-hydrated');
    renderAt('/home');
    await screen.findByText('scores hotMatches');
    expect(startProgress).not.toHaveBeenCalled();
    expect(doneProgress).not.toHaveBeenCalled();
    document.documentElement.setAttribute('data-hydrated', '');
    await userEvent.click(screen.getAllByRole('link', { name: /资料库/ })[0]!);
    expect(await screen.findByRole('heading', { name: 'database /league' })).toBeInTheDocument();
    expect(startProgress).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(doneProgress).toHaveBeenCalledTimes(1));
  });

  it('scrolls to top and retitles on every navigation', async () => {
    renderAt('/home');
    await screen.findByText('scores hotMatches');
    // The shell marks <html> once it has hydrated (App); from then on a new screen starts at the top.
    document.documentElement.setAttribute('data-hydrated', '');
    (window.scrollTo as jest.Mock).mockClear();
    await userEvent.click(screen.getAllByRole('link', { name: /资料库/ })[0]!);
    expect(await screen.findByRole('heading', { name: 'database /league' })).toBeInTheDocument();
    expect(document.title).toBe('锦城体育 - 全球赛事资料库');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('hides header and footer on /loginPage', async () => {
    renderAt('/loginPage');
    expect(await screen.findByRole('heading', { name: '锦城体育 · 登录' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '主导航' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows the header navigation of the spec, the staff headquarters link opening in a new tab', async () => {
    renderAt('/home');
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    for (const label of ['首页', '比分', '情报', '新闻', '前瞻', '资料库', 'APP下载']) {
      expect(nav).toHaveTextContent(label);
    }
    const staff = within(nav).getByRole('link', { name: /员工总部/ });
    expect(staff).toHaveAttribute('target', '_blank');
    expect(staff).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(staff.getAttribute('href')).toMatch(/^https:\/\//);
    // In the spec's order: between 资料库 and APP下载.
    const labels = within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    const at = (label: string) => labels.findIndex((text) => text.startsWith(label));
    expect(at('资料库')).toBeLessThan(at('员工总部'));
    expect(at('员工总部')).toBeLessThan(at('APP下载'));
    await userEvent.click(screen.getByRole('button', { name: /比分/ }));
    expect(screen.getByRole('link', { name: '足球比分' })).toHaveAttribute('href', '/match');
    expect(screen.getByRole('link', { name: '篮球比分' })).toHaveAttribute('href', '/basket');
  });

  it('shows the footer: contact, share QR codes on hover, 14 hot tags and the ICP line', async () => {
    renderAt('/home');
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent('联系我们');
    expect(footer.querySelectorAll('li').length).toBeGreaterThanOrEqual(14 + 3);
    expect(screen.getByRole('link', { name: /ICP备/ })).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    expect(screen.queryByText('官方公众号二维码')).not.toBeInTheDocument();
    await userEvent.hover(screen.getByRole('button', { name: '官方公众号' }));
    expect(screen.getByText('官方公众号二维码')).toBeInTheDocument();
  });

  it('opens the login dialog from 登录 and closes it with Escape', async () => {
    renderAt('/home');
    await userEvent.click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByRole('dialog', { name: '登录锦城体育' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks the main area live (a public slot mark for early taps) only once the route screen has committed', async () => {
    let finish: () => void = () => undefined;
    load.mockImplementation(
      () =>
        new Promise((resolve) => {
          finish = () =>
            resolve({
              routes: new Proxy(
                {},
                { get: () => async () => ({ default: () => <button type="button">进行中</button> }) },
              ),
            } as never);
        }),
    );
    const { container } = renderAt('/match');
    const main = container.querySelector('main')!;
    expect(main).toHaveAttribute('data-slot');
    await waitFor(() => expect(load).toHaveBeenCalled());
    expect(main).not.toHaveAttribute('data-hydrated');
    finish();
    expect(await screen.findByRole('button', { name: '进行中' })).toBeInTheDocument();
    await waitFor(() => expect(main).toHaveAttribute('data-hydrated'));
  });
});
