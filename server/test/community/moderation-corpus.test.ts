import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkNickname, moderate, type Verdict } from '../../src/community/moderation';

/**
 * The filter against what it is for (issue 44, attack 4): every attack line is caught, and ordinary fan talk
 * is not. A false positive fails this test as surely as a miss: the corpus is fixtures/fan-lines.txt (team and
 * player names in Chinese and English, scores, times, dates, odds talk, numbers, Traditional characters, the
 * words that sit near listed ones) and the name of every club, player, coach and referee the site ships.
 */

const DATA = join(__dirname, '../../data');
const corpus = readFileSync(join(__dirname, 'fixtures/fan-lines.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'));

/** Every name of the shipped people and clubs (Chinese and original spelling). */
function shippedNames(): string[] {
  const names = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') for (const part of value.split('|').slice(0, 2)) names.add(part);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        names.add(key);
        // A captain is `name|source`: the source (a club site's address, say) is not a name anyone posts.
        if (key === 'captain' && typeof inner === 'string') names.add(inner.split('|')[0] ?? '');
        else walk(inner);
      }
    }
  };
  for (const file of ['people/football.json', 'people/basketball.json']) {
    const people = JSON.parse(readFileSync(join(DATA, file), 'utf8')) as {
      clubs: unknown;
      referees: unknown;
    };
    walk(people.clubs);
    walk(people.referees);
  }
  walk(JSON.parse(readFileSync(join(DATA, 'openfootball/clubs.json'), 'utf8')));
  // Positions (G, SF …), shirt numbers and nationalities are fields, not names.
  return [...names].filter((name) => name.length > 2 || [...name].some((ch) => ch.charCodeAt(0) >= 0x80));
}

/** Names the filter is known to hit, each for a stated reason (docs/community.md, "Known false positives"). */
const KNOWN_NAME_HITS: Record<string, string> = {
  'J.B. Bickerstaff': 'jb (abuse): initials split by dots read as one Latin word, as s.b does',
};

describe('ordinary fan talk passes untouched', () => {
  it(`has at least 200 lines (${corpus.length})`, () => {
    expect(corpus.length).toBeGreaterThanOrEqual(200);
  });

  it('flags none of them', () => {
    const flagged = corpus
      .map((line) => ({ line, result: moderate(line) }))
      .filter(({ result }) => result.verdict !== 'ok' || result.shown !== result.text)
      .map(
        ({ line, result }) => `${line} → ${result.reasons.map((r) => `${r.category}:${r.word}`).join(',')}`,
      );
    expect(flagged).toEqual([]);
  });

  it('flags no club, player, coach or referee name, but the known ones', () => {
    const names = shippedNames();
    expect(names.length).toBeGreaterThan(1500);
    const flagged = names.filter((name) => moderate(`${name} 今晚首发`).verdict !== 'ok');
    expect(flagged.sort()).toEqual(Object.keys(KNOWN_NAME_HITS).sort());
  });

  it.each(['球迷小王', 'Messi_10', '曼城球迷', '皇馬球迷', '老用户', '用户体验师', '系鞋带', 'Man_City_fan'])(
    'accepts the nickname %s',
    (name) => {
      expect(checkNickname(name)).toEqual({ ok: true, name });
    },
  );
});

/** The attack lines as measured on the filter before issue 44, each with what it must get now. */
const ATTACKS: [trick: string, line: string, verdict: Verdict, category: string][] = [
  ['Traditional 網賭', '網賭平台稳赚', 'refused', 'gambling'],
  ['Traditional 約炮', '同城約炮私我', 'refused', 'porn'],
  ['Traditional 百家樂', '百家樂玩起来', 'refused', 'gambling'],
  ['Traditional 法輪功', '法輪功', 'refused', 'politics'],
  ['Traditional 台獨', '支持台獨', 'refused', 'politics'],
  ['Hangul filler U+3164 inside 网赌', '网\u3164赌平台', 'refused', 'gambling'],
  ['Hangul filler U+3164 inside 傻逼', '你个傻\u3164逼', 'masked', 'abuse'],
  ['an inserted character: 注册就送', '注册就送88元', 'refused', 'gambling'],
  ['an inserted character in a long phrase', '稳赚x不赔的项目', 'refused', 'gambling'],
  ['mixed separators in a phone number', '打我 138 0013-8000', 'refused', 'contact'],
  ['a heart for 信, then the id', '威❤abcdef123', 'refused', 'contact'],
  ['symbols between the letters of an id', '微信 a★b★c★1★2★3', 'refused', 'contact'],
  ['spaces inside 微信', '微 信 jcfan888', 'refused', 'contact'],
  ['spaces inside QQ', 'Q Q 12345678', 'refused', 'contact'],
  ['an unlisted TLD .ru', '上 abcbet.ru 看直播', 'refused', 'contact'],
  ['an unlisted TLD .tk', '上 live123.tk', 'refused', 'contact'],
  ['a bare IPv4 address', '直播 8.8.8.8 进', 'refused', 'contact'],
  ['a bare IPv6 address', '直播 2001:db8::1 进', 'refused', 'contact'],
];

describe('every attack line is caught', () => {
  it.each(ATTACKS)('%s: %s', (_trick, line, verdict, category) => {
    const result = moderate(line);
    expect(result.verdict).toBe(verdict);
    expect(result.reasons.map((r) => r.category)).toContain(category);
  });

  it.each([
    ['錦城體育', '该昵称为保留名称，请换一个'],
    ['管理員', '该昵称为保留名称，请换一个'],
    ['系統', '该昵称为保留名称，请换一个'],
    ['用户abc123', '该昵称为保留名称，请换一个'],
    ['用戶abc123', '该昵称为保留名称，请换一个'],
    ['用户abc1234', '该昵称为保留名称，请换一个'],
    ['用户2026', '该昵称为保留名称，请换一个'],
  ])('refuses the nickname %s', (name, message) => {
    expect(checkNickname(name)).toEqual({ ok: false, message });
  });
});
