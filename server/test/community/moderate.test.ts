import { moderate, MESSAGES } from '../../src/community/moderation';

describe('moderate', () => {
  it('shows an ordinary message as sent', () => {
    expect(moderate('梅西这脚任意球太漂亮了⚽️')).toEqual({
      verdict: 'ok',
      text: '梅西这脚任意球太漂亮了⚽️',
      shown: '梅西这脚任意球太漂亮了⚽️',
      reasons: [],
    });
  });

  it('trims, collapses spaces and blank lines, and removes invisible characters', () => {
    const result = moderate('  好球\u3000\u3000！ \r\n\r\n\r\n\r\n  下半场\u200b继续\u202e  ');
    expect(result.text).toBe('好球 ！\n\n下半场继续');
    expect(result.shown).toBe(result.text);
  });

  it('keeps the joiner inside an emoji sequence', () => {
    expect(moderate('全家来看球👨‍👩‍👧').shown).toBe('全家来看球👨‍👩‍👧');
  });

  it.each(['', '   ', '\n\n\t', '\u200b'])('refuses empty input %j', (text) => {
    expect(moderate(text)).toMatchObject({ verdict: 'refused', shown: '', message: MESSAGES.empty });
  });

  it('counts length in characters, so 200 emoji fit and 201 do not', () => {
    expect(moderate('⚽'.repeat(200)).verdict).toBe('ok');
    expect(moderate('😀'.repeat(200)).verdict).toBe('ok');
    expect(moderate('😀'.repeat(201))).toMatchObject({ verdict: 'refused', message: '内容超过 200 字' });
  });

  it('takes the limit from the caller', () => {
    expect(moderate('一二三四五六', { maxLength: 5 })).toMatchObject({
      verdict: 'refused',
      message: '内容超过 5 字',
    });
    expect(moderate('一二三四五', { maxLength: 5 }).verdict).toBe('ok');
  });

  it('refuses when a refusing word and a masking word meet, reporting only what refused', () => {
    const result = moderate('傻逼才不上博彩平台');
    expect(result.verdict).toBe('refused');
    expect(result.reasons.map((r) => r.category)).toEqual(['gambling']);
    expect(result.message).toBe('内容涉及赌博或博彩广告，无法发布');
  });

  it('masks every masking word and keeps the text as sent beside what is shown', () => {
    const result = moderate('你真是个sb，河南偷井盖的');
    expect(result).toMatchObject({
      verdict: 'masked',
      text: '你真是个sb，河南偷井盖的',
      shown: '你真是个＊＊，河南＊＊＊的',
      message: '内容包含不文明用语，已为你隐去',
    });
    expect(result.reasons.map((r) => r.category)).toEqual(['abuse', 'region']);
  });

  it('reports a word once, by its widest hit', () => {
    expect(moderate('加微信').reasons.map((r) => r.word)).toEqual(['加微信']);
  });
});
