import { render, screen } from '@testing-library/react';
import { LoadingState } from '../loading-state';

describe('LoadingState', () => {
  it('is a busy status named by its label, drawn with the given shapes instead of the text', () => {
    render(
      <LoadingState label="比赛加载中" className="skeleton">
        <span data-testid="shape" />
        <span data-testid="shape" />
      </LoadingState>,
    );
    const status = screen.getByRole('status', { name: '比赛加载中' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveClass('skeleton');
    expect(screen.getAllByTestId('shape')).toHaveLength(2);
    expect(status).not.toHaveTextContent('比赛加载中');
  });

  it('shows its label as text when there are no shapes', () => {
    render(<LoadingState label="正在加载充值套餐…" />);
    expect(screen.getByRole('status', { name: '正在加载充值套餐…' })).toHaveTextContent('正在加载充值套餐…');
  });
});
