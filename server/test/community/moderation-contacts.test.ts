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

describe('what attackers write around a contact (issue 44)', () => {
  it.each([
    ['mixed separators', '打我 138 0013-8000', 'phone:138 0013-8000'],
    ['mixed separators and a dot', '打我 138 0013.8000 哦', 'phone:138 0013.8000'],
    ['full-width and mixed', '13８ ００13-8000', 'phone:13８ ００13-8000'],
    ['Traditional numerals, mixed', '壹叁捌 零零壹叁-捌零零零', 'phone:壹叁捌 零零壹叁-捌零零零'],
    ['a heart for 信', '威❤abcdef123', 'wechat:威❤abcdef123'],
    ['a homophone of 微信', '威心 abc123', 'wechat:威心 abc123'],
    ['spaces inside 微信', '微 信 jcfan888', 'wechat:微 信 jcfan888'],
    ['a dash inside 微信', '微-信 abc123', 'wechat:微-信 abc123'],
    ['spaces inside wx', 'w x abc123', 'wechat:w x abc123'],
    ['emoji between the letters of an id', '微信 a😀b😀c😀1😀2😀3', 'wechat:微信 a😀b😀c😀1😀2😀3'],
    ['symbols between the letters of an id', '微信 a★b★c★1★2★3', 'wechat:微信 a★b★c★1★2★3'],
    ['spaces inside QQ', 'Q Q 12345678', 'qq:Q Q 12345678'],
    ['spaces inside 扣扣', '扣 扣 88888888', 'qq:扣 扣 88888888'],
    ['q and a space', 'q 12345678', 'qq:q 12345678'],
    ['.ru', '上 abcbet.ru 看', 'link:abcbet.ru'],
    ['.tk', '上 live123.tk', 'link:live123.tk'],
    ['.casino', '上 abc.casino 看', 'link:abc.casino'],
    ['full-width, any TLD', 'ａｂｃ．ｒｕ', 'link:ａｂｃ．ｒｕ'],
    ['点 and any TLD', 'abc点ru', 'link:abc点ru'],
    ['IPv4', '直播 8.8.8.8 进', 'link:8.8.8.8'],
    ['IPv4 with a port', '192.168.1.1:8080', 'link:192.168.1.1'],
    ['IPv4 with 。', '192。168。1。1', 'link:192。168。1。1'],
    ['IPv6', '直播 2001:db8::1 进', 'link:2001:db8::1'],
    [
      'IPv6 in full',
      '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
      'link:2001:0db8:85a3:0000:0000:8a2e:0370:7334',
    ],
  ])('%s: %s', (_trick, text, found) => {
    expect(contacts(text)).toContain(found);
    expect(moderate(text).verdict).toBe('refused');
  });

  it.each([
    ['a basketball quarter and its score', 'Q3 28-25 湖人领先'],
    ['odds', '赔率 1.85 3.40 4.20 1.9'],
    ['rounds of a cup', '1/4 1/8 1/2 1/4 1/8 都看了'],
    ['times', '11.21 13.30 19.45 三场连看'],
    ['a name written with a dot', 'Man.City 和 AC.Milan、A.Madrid、Mr.Li'],
    ['a time with seconds', '12:30:45 开球'],
    ['a version', '版本 1.2.3'],
    ['威信 as prestige, then a number', '主帅威信 100 分'],
    ['a heart for a club', '我❤曼城，球迷❤球队'],
  ])('not %s: %s', (_what, text) => {
    expect(contacts(text)).toEqual([]);
  });
});
