import type { ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { EmptyState } from '../empty-state';

function renderAt(ui: ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/match']}>
      <Routes>
        <Route path="/match" element={ui} />
        <Route path="/league" element={<h1>赛事资料库</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('EmptyState', () => {
  it('says what there is none of, with a hint, in the given classes, and offers nothing more unasked', () => {
    renderAt(
      <EmptyState hint="已按赛事筛选，部分比赛未显示" classes={{ root: 'box', text: 'title', hint: 'why' }}>
        这一天没有比赛
      </EmptyState>,
    );
    expect(screen.getByText('这一天没有比赛')).toHaveClass('title');
    expect(screen.getByText('已按赛事筛选，部分比赛未显示')).toHaveClass('why');
    expect(screen.getByText('这一天没有比赛').parentElement).toHaveClass('box');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('leads elsewhere through a link way forward', () => {
    renderAt(
      <EmptyState action={{ label: '去资料库关注球队', to: '/league' }} classes={{ action: 'go' }}>
        还没有关注的足球比赛
      </EmptyState>,
    );
    const link = screen.getByRole('link', { name: '去资料库关注球队' });
    expect(link).toHaveClass('go');
    fireEvent.click(link);
    expect(screen.getByRole('heading', { name: '赛事资料库' })).toBeInTheDocument();
  });

  it('acts here through a button way forward', () => {
    const onClick = jest.fn();
    renderAt(<EmptyState action={{ label: '清除筛选', onClick }}>没有符合条件的比赛</EmptyState>);
    fireEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
