import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Header } from '../header';

describe('the H5 navigation menu', () => {
  it('opens with the burger, closes with it, and closes by itself on navigation', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/home']}>
        <Header account={null} />
      </MemoryRouter>,
    );
    const burger = screen.getByRole('button', { name: '展开导航' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await user.click(burger);
    expect(screen.getByRole('button', { name: '收起导航' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: '收起导航' }));
    expect(screen.getByRole('button', { name: '展开导航' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: '展开导航' }));
    await user.click(screen.getByRole('link', { name: '新闻' }));
    expect(screen.getByRole('link', { name: '新闻' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '展开导航' })).toHaveAttribute('aria-expanded', 'false');
  });
});
