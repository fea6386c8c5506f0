import { fireEvent, render, screen } from '@testing-library/react';
import { LoadFailed } from '../load-failed';

describe('LoadFailed', () => {
  it('announces the reason in the given classes and reads again on 重试', () => {
    const onRetry = jest.fn();
    render(
      <LoadFailed
        message="充值套餐加载失败"
        onRetry={onRetry}
        classes={{ root: 'box', text: 'why', retry: 'again' }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('box');
    expect(screen.getByText('充值套餐加载失败')).toHaveClass('why');
    const retry = screen.getByRole('button', { name: '重试' });
    expect(retry).toHaveClass('again');
    fireEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says 加载失败 when the reason is empty', () => {
    render(<LoadFailed message="" onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('加载失败');
  });
});
