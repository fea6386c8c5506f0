import { findContacts, moderate, MESSAGES } from '../../src/community/moderation';

/** The kinds of contact found in a text, each with the original characters it covers. */
const contacts = (text: string): string[] =>
  findContacts(text).map((h) => `${h.kind}:${text.slice(h.start, h.end)}`);

describe('links', () => {
  it.each([
    ['看直播点 http://live.example.cn/a?b=1 这里', 'link:http://live.example.cn/a?b=1'],
    ['HTTPS://ABC.COM', 'link:HTTPS://ABC.COM'],
    ['上 www.bet365.com 看', 'link:www.bet365.com'],
    ['上 abc.com 看', 'link:abc.com'],
    ['上 abc。com 看', 'link:abc。com'],
    ['上 abc点com 看', 'link:abc点com'],
    ['上 abc . com 看', 'link:abc . com'],
    ['上 ａｂｃ．ｃｏｍ 看', 'link:ａｂｃ．ｃｏｍ'],
    ['短链 t.cn/xyz', 'link:t.cn'],
    ['abc dot com', 'link:abc dot com'],
  ])('%s', (text, found) => {
    expect(contacts(text)).toContain(found);
  });

  it('are refused with the Chinese message, nothing shown', () => {
    expect(moderate('直播地址 abc点com')).toMatchObject({
      verdict: 'refused',
      shown: '',
      text: '直播地址 abc点com',
      message: MESSAGES.contact,
      reasons: [{ category: 'contact', word: 'link', start: 5, end: 12 }],
    });
  });
});

describe('phone numbers', () => {
  it.each([
    '13800138000',
    '138 0013 8000',
    '138-0013-8000',
    '1 3 8 0 0 1 3 8 0 0 0',
    '１３８００１３８０００',
    '一三八零零一三八零零零',
    '幺三八 零零幺三 八零零零',
    '壹叁捌零零壹叁捌零零零',
    '1😀3😀8😀0😀0😀1😀3😀8😀0😀0😀0',
  ])('%s', (phone) => {
    const text = `有事打我电话${phone}哦`;
    expect(contacts(text)).toEqual([`phone:${phone}`]);
    expect(moderate(text).message).toBe(MESSAGES.contact);
  });

  it.each([
    ['a score list', '今天比分 1-3 5-0 2-1 0-0 3-3 1'],
    ['a 12-digit number', '订单号 138001380001'],
    ['a number not starting 13–19', '12800138000'],
    ['scores with colons', '2:1 3:0 1:1 0:2 1:3 4'],
    ['a time and a minute', '第138分钟，2026年11月21日'],
  ])('not %s', (_what, text) => {
    expect(contacts(text)).toEqual([]);
  });
});

describe('QQ and WeChat', () => {
  it.each([
    ['加我qq 12345678', 'qq:qq 12345678'],
    ['扣扣：88888888', 'qq:扣扣：88888888'],
    ['企鹅号是 1234567', 'qq:企鹅号是 1234567'],
    ['Q123456', 'qq:Q123456'],
    ['微信号：abc_123', 'wechat:微信号：abc_123'],
    ['vx abc123456', 'wechat:vx abc123456'],
    ['V信 jc_fan88', 'wechat:V信 jc_fan88'],
    ['加v：tiyu2026', 'wechat:加v：tiyu2026'],
    ['wx=fan_88888', 'wechat:wx=fan_88888'],
  ])('%s', (text, found) => {
    expect(contacts(text)).toContain(found);
    expect(moderate(text).verdict).toBe('refused');
  });

  it.each(['主帅威信扫地', '他的球衣号是 10', 'qq 群里聊过了', '梅西 30 岁了'])('not in %s', (text) => {
    expect(contacts(text)).toEqual([]);
  });
});

describe('markup is text', () => {
  it('returns an XSS payload unchanged: escaping is the renderer’s job', () => {
    const payload = '<img src=x onerror=alert(1)>';
    expect(moderate(payload)).toEqual({ verdict: 'ok', text: payload, shown: payload, reasons: [] });
    expect(moderate('<script>alert("进球")</script>').shown).toBe('<script>alert("进球")</script>');
  });

  it('refuses markup that carries a link', () => {
    const result = moderate('<a href="https://evil.example.com">点我</a>');
    expect(result.verdict).toBe('refused');
    expect(result.reasons[0]).toMatchObject({ category: 'contact', word: 'link' });
  });
});
