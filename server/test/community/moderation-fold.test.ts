import {
  foldCodePoint,
  foldText,
  moderate,
  parseWordList,
  shippedWordList,
  WordMatcher,
} from '../../src/community/moderation';

/**
 * How the filter reads a character before matching (fold.ts): Traditional → Simplified (OpenCC), UTS #39
 * confusables (the unhomoglyph package's confusables.txt), accents, and every Default_Ignorable_Code_Point
 * as a separator (issue 44, attack 4).
 */

/** Every code point with the Default_Ignorable_Code_Point property (the engine's Unicode tables). */
function ignorables(): string[] {
  const found: string[] = [];
  for (let cp = 0; cp <= 0x10ffff; cp += 1) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const ch = String.fromCodePoint(cp);
    if (/\p{Default_Ignorable_Code_Point}/u.test(ch)) found.push(ch);
  }
  return found;
}

describe('invisible characters are separators', () => {
  const all = ignorables();

  it('knows the ones attackers use', () => {
    const hex = new Set(all.map((ch) => ch.codePointAt(0)));
    for (const cp of [
      0x3164, 0x115f, 0x1160, 0x200b, 0x200f, 0x2060, 0x2064, 0xfeff, 0x180e, 0xfe0f, 0xe0041,
    ]) {
      expect(hex.has(cp)).toBe(true);
    }
  });

  it('inside a listed word, whichever of them it is', () => {
    const missed = all.filter((ch) => moderate(`网${ch}赌平台`).verdict !== 'refused');
    expect(missed.map((ch) => ch.codePointAt(0)?.toString(16))).toEqual([]);
  });

  it('inside a phone number and a WeChat keyword', () => {
    for (const ch of [
      '\u3164',
      '\u115f',
      '\u1160',
      '\u200b',
      '\u2063',
      '\ufeff',
      '\u180e',
      '\ufe0f',
      '\u{e0041}',
    ]) {
      expect([ch, moderate(`打我138${ch}0013${ch}8000`).verdict]).toEqual([ch, 'refused']);
      expect([ch, moderate(`微${ch}信 jc${ch}fan888`).verdict]).toEqual([ch, 'refused']);
    }
  });

  it('are not a message: one made of them alone is empty', () => {
    expect(moderate('\u3164\u3164').message).toBe('内容不能为空');
    expect(moderate('\u115f\u200b\ufe0f').message).toBe('内容不能为空');
  });

  it('are removed from what is stored, but emoji keep their joiners and selectors', () => {
    expect(moderate('好\u3164球').text).toBe('好球');
    expect(moderate('⚽️ 全家👨‍👩‍👧').text).toBe('⚽️ 全家👨‍👩‍👧');
  });
});

describe('Traditional characters read as Simplified', () => {
  it.each([
    ['網賭', '网赌'],
    ['約炮', '约炮'],
    ['百家樂', '百家乐'],
    ['法輪功', '法轮功'],
    ['台獨', '台独'],
    ['錦城體育', '锦城体育'],
    ['裏綫', '里线'],
  ])('%s → %s', (traditional, simplified) => {
    expect(foldText(traditional)).toBe(simplified);
  });

  it('leaves Simplified text as it is, and every character of the shipped list', () => {
    const text = '梅西这脚任意球太漂亮了曼城今晚赢定了后卫线太慢';
    expect(foldText(text)).toBe(text);
    const listed = [...new Set(shippedWordList().entries.flatMap((e) => [...e.word]))].filter((ch) =>
      /[\u4e00-\u9fff]/.test(ch),
    );
    expect(listed.filter((ch) => foldText(ch) !== ch)).toEqual([]);
  });

  it('masks the characters the sender typed', () => {
    const result = moderate('你這個傻逼');
    expect(result.shown).toBe('你這個＊＊');
  });
});

describe('look-alike letters read as the letters they imitate (UTS #39)', () => {
  it.each([
    ['Cyrillic', 'сnm', 'cnm'],
    ['Cyrillic small letters whose capitals are listed', 'вкмнт', 'bkmht'],
    ['Greek', 'χνο', 'xvo'],
    ['mathematical bold', '𝐬𝐛', 'sb'],
    ['accents', 'fúck', 'fuck'],
    ['katakana drawn like CJK', 'ロ二エ', '口二工'],
    ['katakana ー drawn like 一', 'ー', '一'],
  ])('%s: %s', (_what, text, folded) => {
    expect(foldText(text)).toBe(folded);
  });

  it('never folds ASCII: digits stay digits (scores), m stays m', () => {
    expect(foldText('0O1lIm|')).toBe('0o1lim|');
  });

  it('finds a word written with them', () => {
    expect(moderate('你个 ѕЬ').verdict).toBe('masked');
    expect(moderate('ー夜情').verdict).toBe('refused');
  });

  it('folds each code point on its own, with a stable answer', () => {
    expect(foldCodePoint('А')).toBe('a');
    expect(foldCodePoint('\u3164')).toBe('');
  });
});

describe('one inserted character', () => {
  const list = (entries: string): WordMatcher =>
    new WordMatcher(parseWordList(`@category t | 测试 | refuse | 消息\n${entries}`));
  const found = (matcher: WordMatcher, text: string): string[] =>
    matcher.findIn(text).map((h) => h.entry.word);

  it('is seen through in a phrase of 4 or more Chinese characters', () => {
    const m = list('稳赚不赔');
    expect(found(m, '稳赚x不赔')).toEqual(['稳赚不赔']);
    expect(found(m, '稳x赚不赔')).toEqual(['稳赚不赔']);
    expect(found(m, '稳赚不x赔')).toEqual(['稳赚不赔']);
  });

  it('but not two, nor one at either end', () => {
    const m = list('稳赚不赔');
    expect(found(m, '稳赚xx不赔')).toEqual([]);
    expect(found(m, '稳x赚x不赔')).toEqual([]);
  });

  it('in a shorter phrase only when the list marks it ins', () => {
    expect(found(list('注册送'), '注册就送')).toEqual([]);
    expect(found(list('注册送 ins'), '注册就送')).toEqual(['注册送']);
  });

  it('never in a Latin word', () => {
    expect(found(list('fuck'), 'fuxck')).toEqual([]);
  });

  it('masks the inserted character with the word', () => {
    expect(moderate('全家都死光').shown).toBe('＊＊＊＊＊');
  });
});
