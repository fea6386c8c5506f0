import { standingRow } from '../../../test-utils/fixtures';
import { splitConferences } from '../lib/conferences';

describe('splitConferences', () => {
  it('uses the conference the API gives, ranking within each', () => {
    const rows = [1, 2, 3, 4].map((rank) => standingRow(rank, { conference: rank % 2 ? '东部' : '西部' }));
    const tables = splitConferences('NBA', rows);
    expect(tables?.map((t) => t.name)).toEqual(['东部', '西部']);
    expect(tables?.[1]?.rows.map((r) => [r.team.id, r.rank])).toEqual([
      [102, 1],
      [104, 2],
    ]);
  });

  it('keeps one table when the API names no conferences and the clubs are not the NBA’s', () => {
    expect(splitConferences('NBA', [standingRow(1), standingRow(2)])).toBeNull();
    expect(splitConferences('CBA', [standingRow(1, { conference: null })])).toBeNull();
  });
});
