import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GroupIndex } from '../../src/sport/search/group-index';
import { playerKeys } from '../../src/sport/search/search-index';
import { normalise } from '../../src/sport/search/search-keys';
import { readPeople } from '../../src/sport/seed/people';

/** A small people table: nine fields a row, the tenth (aliases) where fans have a name of their own for him. */
const FIXTURE = {
  version: '2025-26.test',
  referees: {},
  clubs: {
    沙特联: {
      利雅得胜利: {
        coach: '若热·热苏斯|Jorge Jesus|Wikipedia (en)',
        players: [
          'C罗|Cristiano Ronaldo|F|7|葡萄牙|1985-02-05|187|右脚|Wikipedia (en)|克里斯蒂亚诺·罗纳尔多/CR7/总裁',
          '马内|Sadio Mané|F|10|塞内加尔|1992-04-10|174|右脚|Wikipedia (en)',
        ],
      },
    },
    NBA: {
      密尔沃基雄鹿: {
        coach: '道格·里弗斯|Doc Rivers',
        players: ['阿德托昆博|Giannis Antetokounmpo|PF|34|希腊|1994-12-06|211||NBA.com|字母哥 / 希腊怪兽'],
      },
    },
  },
};

function fixturePlayers() {
  const dir = mkdtempSync(join(tmpdir(), 'people-'));
  const file = join(dir, 'people.json');
  writeFileSync(file, JSON.stringify(FIXTURE));
  const table = readPeople(file);
  return [...table.clubs.values()].flatMap((clubs) => [...clubs.values()].flatMap((c) => c.players));
}

describe('aliases: people rows to search keys', () => {
  it('reads the tenth field of a row as its aliases, none when it is missing', () => {
    const [ronaldo, mane, giannis] = fixturePlayers();
    expect(ronaldo?.aliases).toEqual(['克里斯蒂亚诺·罗纳尔多', 'CR7', '总裁']);
    expect(ronaldo?.born).toBe(1985);
    expect(mane?.aliases).toEqual([]);
    expect(giannis?.aliases).toEqual(['字母哥', '希腊怪兽']);
  });

  it('finds a player by nickname, full Chinese form, original spelling and pinyin; an exact alias first', () => {
    const players = fixturePlayers();
    const index = new GroupIndex([
      // Generated names that contain the query rank above the stars by order, not by match.
      { keys: playerKeys('克里斯·罗纳托', 'Kris Ronato', ''), order: -0.99, hit: 'generated-1' },
      { keys: playerKeys('字母哥斯', 'Zimu Gos', ''), order: -0.98, hit: 'generated-2' },
      ...players.map((p) => ({
        keys: playerKeys(p.name, p.en, p.aliases.join('/')),
        order: -0.5,
        hit: p.en,
      })),
    ]);
    const first = (q: string) => index.find(normalise(q), 5).list[0];
    for (const q of [
      'C罗',
      'c罗',
      'CR7',
      '克里斯蒂亚诺·罗纳尔多',
      '克里斯蒂亚诺罗纳尔多',
      'Cristiano Ronaldo',
      'ronaldo',
      '总裁',
      'cluo',
    ])
      expect(`${q} → ${first(q)}`).toBe(`${q} → Cristiano Ronaldo`);
    for (const q of ['字母哥', 'zimuge', 'zmg', 'Giannis', 'Antetokounmpo', '希腊怪兽'])
      expect(`${q} → ${first(q)}`).toBe(`${q} → Giannis Antetokounmpo`);
    expect(index.find('字母哥', 5).list).toEqual(['Giannis Antetokounmpo', 'generated-2']);
    expect(first('马内')).toBe('Sadio Mané');
  });
});
