import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { SearchData } from '@jincheng/shared';
import { SearchBox as HeaderSearch } from '../search-box';

const get = jest.fn();
jest.mock('@jincheng/shared', () => ({
  ...jest.requireActual('@jincheng/shared'),
  apiClient: () => ({ get, post: jest.fn() }),
}));

const team = (id: number, name: string, shortName: string) => ({
  kind: 'team' as const,
  id,
  sport: 'football' as const,
  name,
  shortName,
  nameEn: 'Real Madrid',
  leagueName: '西甲',
  logo: '',
});
const answer: SearchData = {
  q: 'hm',
  groups: [
    { kind: 'team', total: 2, list: [team(21, '皇家马德里', '皇马'), team(1873, '皇马篮球', '皇马篮球')] },
    {
      kind: 'league',
      total: 1,
      list: [
        {
          kind: 'league',
          id: 7,
          sport: 'football',
          name: '荷甲',
          shortName: '荷甲',
          nameEn: 'Eredivisie',
          logo: '',
        },
      ],
    },
  ],
};

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderSearch() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/home']}>
        <HeaderSearch />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox');
}

beforeEach(() => get.mockReset());

describe('header search keyboard navigation', () => {
  it('moves through the grouped options with the arrows, wraps, and opens the chosen one with Enter', async () => {
    get.mockResolvedValue(answer);
    const user = userEvent.setup();
    const box = renderSearch();
    await user.type(box, 'hm');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(3);
    expect(get).toHaveBeenCalledWith(
      '/sportapi/search',
      { q: 'hm' },
      expect.objectContaining({ handles: [400] }),
    );
    expect(screen.getByRole('group', { name: /球队/ })).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/league?id=7');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens the first result on Enter without a choice, and Esc closes the list, then clears the field', async () => {
    get.mockResolvedValue(answer);
    const user = userEvent.setup();
    const box = renderSearch();
    await user.type(box, 'hm');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('hm');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    await user.type(box, 'hm');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/team/21');
  });

  it('says so in Chinese when nothing matches, and offers 重试 after an error', async () => {
    get.mockResolvedValueOnce({ q: 'zzz', groups: [] });
    const user = userEvent.setup();
    const box = renderSearch();
    await user.type(box, 'zzz');
    expect(await screen.findByText(/没有找到与「zzz」相关的/)).toBeInTheDocument();
    get.mockRejectedValueOnce(new Error('网络异常，请检查网络后重试'));
    await user.type(box, 'q');
    expect(await screen.findByRole('alert')).toHaveTextContent('网络异常');
    get.mockResolvedValueOnce(answer);
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
  });
});

describe('header search before its code has loaded', () => {
  it('loads the search when the look-alike field is focused and hands it the focus, the phone panel open', async () => {
    const { HeaderSearch: Lazy } = await import('../header-search');
    get.mockResolvedValue(answer);
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/home']}>
          <Lazy />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '搜索' }));
    const box = await screen.findByRole('combobox');
    await waitFor(() => expect(box).toHaveFocus());
    expect(screen.getByRole('button', { name: '收起搜索' })).toHaveAttribute('aria-expanded', 'true');
  });
});
