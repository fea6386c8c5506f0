import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REAL_BASKETBALL_CLUBS } from '../../src/sport/seed/clubs-basketball';
import { PEOPLE_DIR } from '../../src/sport/seed/people';
import { squadShape } from '../../src/sport/seed/squad';

/**
 * The rows of server/data/people/basketball.json, read as text (not through the seed's parser): every NBA team
 * with its real coach and players, each player row in the shared format
 * `中文名|original spelling|position|number|nationality|birth date|height cm|foot|source[|aliases]`, where a fact
 * not known is empty and never invented, and every row names its source.
 */
interface File {
  clubs: Record<string, Record<string, { coach?: string; players: string[] }>>;
}

const file = JSON.parse(readFileSync(join(PEOPLE_DIR, 'basketball.json'), 'utf8')) as File;
const nba = file.clubs.NBA ?? {};
const rows = Object.entries(nba).flatMap(([club, { players }]) =>
  players.map((row) => ({ club, row, f: row.split('|') })),
);
const byName = new Map(rows.map((r) => [r.f[0], r.f]));

/** A real calendar date (2000-02-29 yes, 2001-02-29 no). */
function isDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

describe('basketball people table: the NBA’s real people, fact by fact', () => {
  it('lists all 30 NBA teams of the catalogue, each with a real coach and a source', () => {
    const catalogue = (REAL_BASKETBALL_CLUBS.NBA ?? []).map((row) => row.split('|')[0]);
    expect(catalogue).toHaveLength(30);
    expect(Object.keys(nba).sort()).toEqual([...catalogue].sort());
    for (const [club, { coach }] of Object.entries(nba)) {
      const [name = '', en = '', source = ''] = (coach ?? '').split('|');
      expect(`${club} ${name} ${/[A-Za-z]/.test(en)} ${source.trim().length > 0}`).toBe(
        `${club} ${name} true true`,
      );
      expect(name).toMatch(/^[\u4e00-\u9fff·]+$/);
    }
  });

  it('gives every team at least 6 real players and the seven teams added in 2025-26 ten or more', () => {
    for (const [club, { players }] of Object.entries(nba))
      expect(`${club} ${players.length >= 6}`).toBe(`${club} true`);
    for (const club of [
      '布鲁克林篮网',
      '芝加哥公牛',
      '孟菲斯灰熊',
      '新奥尔良鹈鹕',
      '波特兰开拓者',
      '犹他爵士',
      '华盛顿奇才',
    ])
      expect(nba[club]?.players.length).toBeGreaterThanOrEqual(10);
  });

  it('writes every player row in the nine-field format (plus optional aliases), facts plausible or empty', () => {
    const codes = new Set(squadShape('basketball'));
    const problems: string[] = [];
    for (const { club, row, f } of rows) {
      const [
        name = '',
        en = '',
        pos = '',
        num = '',
        nat = '',
        born = '',
        height = '',
        foot = '',
        source = '',
      ] = f;
      const bad = (why: string) => problems.push(`${club} ${row}: ${why}`);
      if (f.length !== 9 && f.length !== 10) bad(`${f.length} fields`);
      if (!/^[\u4e00-\u9fffA-Z·-]+$/.test(name)) bad('Chinese name');
      if (!/[A-Za-z]/.test(en)) bad('original spelling');
      if (!codes.has(pos)) bad('position');
      if (num !== '' && !/^(0|[1-9]\d?)$/.test(num)) bad('shirt number');
      if (!/^[\u4e00-\u9fff（）]+$/.test(nat)) bad('nationality');
      const year = Number(born.slice(0, 4));
      if (born !== '' && !(/^\d{4}$/.test(born) || isDate(born))) bad('birth date format');
      if (born !== '' && (year < 1980 || year > 2008)) bad('birth year');
      if (height !== '' && !(/^\d{3}$/.test(height) && +height >= 170 && +height <= 230)) bad('height');
      if (foot !== '') bad('foot is a football fact');
      if (source.trim() === '') bad('no source');
      if (f.length === 10 && (f[9] ?? '').split('/').some((a) => a.trim() === '' || a === name))
        bad('aliases');
    }
    expect(problems).toEqual([]);
  });

  it('keeps names, spellings and nicknames unambiguous, and shirt numbers unique within a team', () => {
    const dupes = (xs: string[]) => xs.filter((x, i) => xs.indexOf(x) !== i);
    expect(dupes(rows.map((r) => r.f[0] ?? ''))).toEqual([]);
    expect(dupes(rows.map((r) => r.f[1] ?? ''))).toEqual([]);
    const aliases = rows.flatMap((r) => (r.f[9] ? r.f[9].split('/') : []));
    expect(dupes(aliases)).toEqual([]);
    // A nickname never is another player's name, so a search for it opens one player only.
    expect(aliases.filter((a) => byName.has(a))).toEqual([]);
    for (const [club, { players }] of Object.entries(nba)) {
      const numbers = players.map((row) => row.split('|')[3]).filter((n) => n !== '');
      expect(`${club} ${dupes(numbers as string[]).join(',')}`).toBe(`${club} `);
    }
  });

  it.each([
    ['约基奇', 'Nikola Jokić', '丹佛掘金', '1995-02-19', '211'],
    ['东契奇', 'Luka Dončić', '洛杉矶湖人', '1999-02-28', '198'],
    ['文班亚马', 'Victor Wembanyama', '圣安东尼奥马刺', '2004-01-04', '224'],
    ['库里', 'Stephen Curry', '金州勇士', '1988-03-14', '188'],
    ['詹姆斯', 'LeBron James', '洛杉矶湖人', '1984-12-30', '206'],
    ['亚历山大', 'Shai Gilgeous-Alexander', '俄克拉荷马城雷霆', '1998-07-12', '198'],
    ['阿德托昆博', 'Giannis Antetokounmpo', '密尔沃基雄鹿', '1994-12-06', '211'],
    ['杜兰特', 'Kevin Durant', '休斯顿火箭', '1988-09-29', '211'],
    ['杨瀚森', 'Yang Hansen', '波特兰开拓者', '2005', '216'],
  ])('%s (%s, %s): born %s, %s cm', (name, en, club, born, height) => {
    const row = rows.find((r) => r.f[0] === name);
    expect(row?.club).toBe(club);
    expect(row?.f.slice(1, 2)).toEqual([en]);
    expect(row?.f[5]).toBe(born);
    expect(row?.f[6]).toBe(height);
  });

  it.each([
    ['字母哥', '阿德托昆博'],
    ['詹皇', '詹姆斯'],
    ['老詹', '詹姆斯'],
    ['浓眉', '安东尼·戴维斯'],
    ['东77', '东契奇'],
    ['约老师', '约基奇'],
    ['文班', '文班亚马'],
    ['威少', '威斯布鲁克'],
    ['胖虎', '锡安'],
    ['三球', '拉梅洛·鲍尔'],
  ])('the nickname %s belongs to %s', (alias, name) => {
    expect(rows.filter((r) => (r.f[9] ?? '').split('/').includes(alias)).map((r) => r.f[0])).toEqual([name]);
  });
});
