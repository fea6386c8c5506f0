import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RoundSwitcher } from '../components/round-switcher';

describe('RoundSwitcher', () => {
  it('steps to the previous and next round', async () => {
    const onChange = jest.fn();
    render(<RoundSwitcher round={5} total={38} current={16} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /上一轮/ }));
    await userEvent.click(screen.getByRole('button', { name: /下一轮/ }));
    expect(onChange.mock.calls).toEqual([[4], [6]]);
  });

  it('lists every round, marks the current one and jumps to the one chosen', async () => {
    const onChange = jest.fn();
    render(<RoundSwitcher round={5} total={38} current={16} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: '选择轮次' });
    expect(screen.getAllByRole('option')).toHaveLength(38);
    expect(screen.getByRole('option', { name: '第16轮（本轮）' })).toBeInTheDocument();
    expect(select).toHaveValue('5');
    await userEvent.selectOptions(select, '第16轮（本轮）');
    expect(onChange).toHaveBeenCalledWith(16);
  });

  it('cannot go before the first or after the last round', () => {
    const { rerender } = render(<RoundSwitcher round={1} total={8} current={5} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: /上一轮/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /下一轮/ })).toBeEnabled();
    rerender(<RoundSwitcher round={8} total={8} current={5} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: /下一轮/ })).toBeDisabled();
  });
});
