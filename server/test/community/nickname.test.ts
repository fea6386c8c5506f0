import { checkNickname, nicknameKey } from '../../src/community/moderation';

const message = (name: string): string | null => {
  const check = checkNickname(name);
  return check.ok ? null : check.message;
};

describe('checkNickname', () => {
  it.each(['球迷小王', 'Messi_10', '蓉城老球迷2026', '锦鲤', 'badminton迷', 'modric_fan'])(
    'accepts %s',
    (name) => {
      expect(checkNickname(name)).toEqual({ ok: true, name });
    },
  );

  it('stores full-width letters folded', () => {
    expect(checkNickname('ＡＢＣ球迷')).toEqual({ ok: true, name: 'ABC球迷' });
  });

  it('counts 2–16 characters', () => {
    expect(message('王')).toBe('昵称需为 2–16 个字');
    expect(message('一二三四五六七八九十一二三四五六')).toBeNull();
    expect(message('一二三四五六七八九十一二三四五六七')).toBe('昵称需为 2–16 个字');
  });

  it.each(['球迷 小王', 'a.b', '球迷😀', '<b>x</b>', 'Мессиfan'])('refuses other characters: %s', (name) => {
    expect(message(name)).toBe('昵称只能包含中文、字母、数字和下划线');
  });

  it.each(['123456', '13800138000', '2026_11'])('refuses digits only: %s', (name) => {
    expect(message(name)).toBe('昵称不能是纯数字');
  });

  it.each(['王13800138000', 'qq12345678', '球迷1234567'])('refuses a phone or contact: %s', (name) => {
    expect(message(name)).toBe('昵称不能包含手机号或联系方式');
  });

  it.each(['锦城体育官方', '管理员小李', '客服', 'admin', 'Admin_01', 'moderator', 'jincheng'])(
    'refuses a reserved name: %s',
    (name) => {
      expect(message(name)).toBe('该昵称为保留名称，请换一个');
    },
  );

  it.each([
    '錦城體育',
    '锦城體育迷',
    '管理員',
    '系統消息',
    '客服',
    'ＡＤＭＩＮ',
    '用户abc123',
    '用戶abc123',
    '用户abc1234',
    '用户2026',
  ])('refuses a reserved name, as the filter reads it: %s', (name) => {
    expect(message(name)).toBe('该昵称为保留名称，请换一个');
  });

  it('lets an account keep or take back its own sign-up name, and no other', () => {
    expect(checkNickname('用户ab12cd', { own: '用户ab12cd' })).toEqual({ ok: true, name: '用户ab12cd' });
    expect(checkNickname('用户AB12CD', { own: '用户ab12cd' })).toEqual({ ok: true, name: '用户AB12CD' });
    expect(message('用户ab12cd')).toBe('该昵称为保留名称，请换一个');
    expect(checkNickname('用户zz99xx', { own: '用户ab12cd' })).toEqual({
      ok: false,
      message: '该昵称为保留名称，请换一个',
    });
    // The site's random letters may spell a listed word (sb): still the account's own name.
    expect(checkNickname('用户fy6sb5', { own: '用户fy6sb5' })).toEqual({ ok: true, name: '用户fy6sb5' });
    expect(message('用户fy6sb5')).toBe('该昵称为保留名称，请换一个');
    // Only the sign-up form is the account's to keep: a staff name stays reserved whoever asks.
    expect(checkNickname('管理员', { own: '管理员' })).toMatchObject({ ok: false });
  });

  it.each(['傻逼哥', 'shabi666', '老sb', '博彩达人', '加微领福利', '小日本'])(
    'refuses any listed word, of a masking category too: %s',
    (name) => {
      expect(message(name)).toBe('昵称包含不当内容，请换一个');
    },
  );

  it('compares names for uniqueness case- and width-blind', () => {
    expect(nicknameKey('球迷ＡＢＣ')).toBe(nicknameKey('球迷abc'));
    expect(nicknameKey('球迷甲')).not.toBe(nicknameKey('球迷乙'));
  });
});
