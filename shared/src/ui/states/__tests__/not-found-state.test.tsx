import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { NotFoundState, type NotFoundStateProps } from '../not-found-state';

const BACK = [
  { label: '返回赛事资料库', to: '/league' },
  { label: '查看排行榜', to: '/ranking' },
];

function renderAt(props: NotFoundStateProps) {
  return render(
    <MemoryRouter initialEntries={['/team/9']}>
      <Routes>
        <Route path="/team/:id" element={<NotFoundState {...props} />} />
        <Route path="/league" element={<h1>赛事资料库</h1>} />
        <Route path="/ranking" element={<h1>排行榜</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('NotFoundState', () => {
  it('announces the title as a heading of the given level, the hint, in the given classes', () => {
    renderAt({
      title: '未找到该球队',
      level: 2,
      hint: '链接中的球队编号不存在',
      links: BACK,
      classes: { root: 'box', title: 'title', hint: 'why', links: 'ways', link: 'way' },
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('box');
    expect(alert).toHaveAttribute('data-state', 'not-found');
    expect(screen.getByRole('heading', { level: 2, name: '未找到该球队' })).toHaveClass('title');
    expect(screen.getByText('链接中的球队编号不存在')).toHaveClass('why');
    expect(screen.getAllByRole('link').map((link) => link.className)).toEqual(['way', 'way']);
  });

  it('leads back through each of its links', () => {
    renderAt({ title: '未找到该球队', links: BACK });
    fireEvent.click(screen.getByRole('link', { name: '查看排行榜' }));
    expect(screen.getByRole('heading', { name: '排行榜' })).toBeInTheDocument();
  });

  it('keeps the title a paragraph without a level (the frame has the heading)', () => {
    renderAt({ title: '比赛不存在', links: [{ label: '返回足球比分', to: '/league' }] });
    expect(screen.getByRole('alert')).toHaveTextContent('比赛不存在');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: '返回足球比分' }));
    expect(screen.getByRole('heading', { name: '赛事资料库' })).toBeInTheDocument();
  });
});
