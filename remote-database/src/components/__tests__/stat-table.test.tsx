import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatTable, type StatColumn } from '../stat-table';

interface Row {
  name: string;
  goals: number;
  club: string;
}

const rows: Row[] = [
  { name: '甲', goals: 3, club: '曼联' },
  { name: '乙', goals: 9, club: '维拉' },
  { name: '丙', goals: 5, club: '热刺' },
];

const columns: StatColumn<Row>[] = [
  { key: 'name', header: '球员', cell: (r) => r.name },
  { key: 'club', header: '球队', cell: (r) => r.club },
  { key: 'goals', header: '进球', cell: (r) => String(r.goals), sortValue: (r) => r.goals },
];

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

describe('StatTable', () => {
  it('is a real table with a caption, column headers and row headers', () => {
    render(<StatTable caption="射手榜" columns={columns} rows={rows} rowKey={(r) => r.name} />);
    expect(screen.getByRole('table', { name: '射手榜' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
    expect(screen.getAllByRole('rowheader')).toHaveLength(3);
    expect(screen.getByRole('region', { name: '射手榜' })).toHaveAttribute('tabindex', '0');
  });

  it('sorts a column high to low on the first click, low to high on the second, with aria-sort', async () => {
    render(<StatTable caption="射手榜" columns={columns} rows={rows} rowKey={(r) => r.name} />);
    const header = screen.getByRole('columnheader', { name: /进球/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(names()).toEqual(['甲', '乙', '丙']);

    await userEvent.click(within(header).getByRole('button', { name: /进球/ }));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['乙', '丙', '甲']);

    await userEvent.click(within(header).getByRole('button', { name: /进球/ }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['甲', '丙', '乙']);
  });

  it('offers no sort button on columns without a sort value', () => {
    render(<StatTable caption="射手榜" columns={columns} rows={rows} rowKey={(r) => r.name} />);
    const club = screen.getByRole('columnheader', { name: '球队' });
    expect(within(club).queryByRole('button')).toBeNull();
    expect(club).not.toHaveAttribute('aria-sort');
  });
});
