import { isPhone, maskPhone } from '../phone';

describe('phone check', () => {
  it.each(['13800000001', '19912345678', ' 15000000000 '])('accepts %j', (phone) => {
    expect(isPhone(phone)).toBe(true);
  });

  it.each(['', '12800000001', '10800000001', '1380000000', '138000000011', '2380000000a', '138-0000-0001'])(
    'rejects %j',
    (phone) => {
      expect(isPhone(phone)).toBe(false);
    },
  );

  it('rejects non-strings', () => {
    expect(isPhone(undefined)).toBe(false);
    expect(isPhone(null)).toBe(false);
  });

  it('masks the middle four digits', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
  });
});
