import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PEOPLE_DIR } from '../../src/sport/seed/people';

/**
 * The facts of every real footballer (server/data/people/football.json), row by row as the file holds them:
 * `中文名|original spelling|position|number|nationality|birth date|height|foot|source`. A real person never gets a
 * generated attribute, so a fact is either a plausible public one or empty — and every row says where its facts
 * are published. Read from the raw file, whatever the seed's parser makes of it.
 */
interface RawFile {
  clubs: Record<string, Record<string, { coach?: string; players: string[] }>>;
}

const raw = JSON.parse(readFileSync(join(PEOPLE_DIR, 'football.json'), 'utf8')) as RawFile;
const leagues = Object.keys(raw.clubs);
const rowsOf = (league: string) =>
  Object.entries(raw.clubs[league] ?? {}).flatMap(([club, { players }]) =>
    players.map((row) => ({ club, row })),
  );

/** What is wrong with one player row; empty when nothing is. */
function problems(row: string): string[] {
  const fields = row.split('|');
  if (fields.length !== 9 && fields.length !== 10)
    return [`${fields.length} fields, not 9 (10 with nicknames)`];
  const [
    name = '',
    en = '',
    position = '',
    number = '',
    nationality = '',
    born = '',
    height = '',
    foot = '',
    source = '',
  ] = fields;
  const wrong: string[] = [];
  // Chinese characters, with the Latin initial fans write in a few names (C罗).
  if (!/^[A-Z]?[\u4e00-\u9fff·（）-]+$/.test(name)) wrong.push('Chinese name');
  if (!/[A-Za-z]/.test(en)) wrong.push('original spelling');
  if (!['G', 'D', 'M', 'F'].includes(position)) wrong.push('position');
  if (number && !(/^\d{1,2}$/.test(number) && Number(number) >= 1)) wrong.push('shirt number');
  if (!nationality) wrong.push('nationality');
  if (born) {
    const date = /^(\d{4})(?:-(\d{2})-(\d{2}))?$/.exec(born);
    const year = Number(date?.[1]);
    if (!date || year < 1980 || year > 2009) wrong.push('birth year');
    else if (date[2] && new Date(`${born}T00:00:00Z`).toISOString().slice(0, 10) !== born)
      wrong.push('birth date');
  }
  if (height && !(/^\d{3}$/.test(height) && Number(height) >= 160 && Number(height) <= 205))
    wrong.push('height');
  if (foot && !['右脚', '左脚', '双脚'].includes(foot)) wrong.push('foot');
  if (!source.trim()) wrong.push('source');
  return wrong;
}

describe('real footballers’ facts, row by row', () => {
  it('covers the big five leagues', () => {
    expect(leagues).toEqual(expect.arrayContaining(['英超', '西甲', '意甲', '德甲', '法甲']));
  });

  it.each(leagues)('%s: nine fields, each a plausible public fact or empty, and a source', (league) => {
    const rows = rowsOf(league);
    // 沙特联, 美职联 and 日职联 list only the stars fans search for; a second division (意乙, 法乙 …) only
    // its clubs promoted for 2026/27; the others list whole leagues.
    const second = ['英冠', '德乙', '西乙', '意乙', '法乙'].includes(league);
    expect(rows.length).toBeGreaterThan(
      ['沙特联', '美职联', '日职联'].includes(league) ? 4 : second ? 0 : 50,
    );
    const bad = rows.flatMap(({ club, row }) => {
      const wrong = problems(row);
      return wrong.length ? [`${club} ${row}: ${wrong.join(', ')}`] : [];
    });
    expect(bad).toEqual([]);
  });

  it('gives every player a Chinese name of his own across the whole table', () => {
    const names = leagues.flatMap((league) => rowsOf(league).map(({ row }) => row.split('|')[0]));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('knows the stars as fans do', () => {
    const row = (en: string) =>
      leagues.flatMap((league) => rowsOf(league).map(({ row }) => row)).find((r) => r.split('|')[1] === en);
    expect(row('Kylian Mbappé')?.split('|').slice(5, 8)).toEqual(['1998-12-20', '178', '右脚']);
    expect(row('Lamine Yamal')?.split('|').slice(5, 6)).toEqual(['2007-07-13']);
    expect(row('Jude Bellingham')?.split('|').slice(5, 8)).toEqual(['2003-06-29', '186', '右脚']);
    expect(row('Harry Kane')?.split('|').slice(5, 8)).toEqual(['1993-07-28', '188', '右脚']);
  });

  it('catches what a careless edit would slip in', () => {
    expect(problems('姆巴佩|Kylian Mbappé|F|10|法国|1998-12-20|178|右脚|Wikipedia (en), 2025-11')).toEqual(
      [],
    );
    expect(problems('姆巴佩|Kylian Mbappé|F|10|法国|1998')).toEqual(['6 fields, not 9 (10 with nicknames)']);
    expect(problems('姆巴佩|Kylian Mbappé|F|10|法国|1998-02-30|178|右脚|x')).toEqual(['birth date']);
    expect(problems('姆巴佩|Kylian Mbappé|F|10|法国|1975|178|右脚|x')).toEqual(['birth year']);
    expect(problems('姆巴佩|Kylian Mbappé|F|10|法国|1998|250|right|')).toEqual(['height', 'foot', 'source']);
  });
});
