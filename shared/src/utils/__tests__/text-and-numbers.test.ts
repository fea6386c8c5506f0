import { negate, NEGATE_ERROR_MESSAGE } from '../negate';
import { textUnits, truncate } from '../truncate';

describe('truncate', () => {
  it('counts double-width characters as two units', () => {
    expect(textUnits('ab')).toBe(2);
    expect(textUnits('锦城')).toBe(4);
    expect(textUnits('ＡＢ')).toBe(4);
  });

  it('returns text within the limit unchanged', () => {
    expect(truncate('锦城体育', 8)).toBe('锦城体育');
    expect(truncate('abc', 3)).toBe('abc');
  });

  it('cuts at the limit and appends an ellipsis', () => {
    expect(truncate('锦城体育直播', 8)).toBe('锦城体育…');
    expect(truncate('abcdef', 4)).toBe('abcd…');
    // a double-width character that would straddle the limit is dropped whole
    expect(truncate('a锦城', 2)).toBe('a…');
  });

  it('never splits a surrogate pair', () => {
    expect(truncate('⚽😀😀', 3)).toBe('⚽😀…');
  });
});

describe('negate', () => {
  it.each([
    [5, -5],
    ['3.5', -3.5],
    [' -2 ', 2],
    [0, 0],
  ])('negates %j', (input, expected) => {
    expect(negate(input)).toBe(expected);
  });

  it.each(['abc', '', '  ', NaN, Infinity, null, undefined, {}, '1,000'])(
    'rejects %j in Chinese',
    (input) => {
      expect(() => negate(input)).toThrow(NEGATE_ERROR_MESSAGE);
    },
  );

  it('says so in Chinese', () => {
    expect(NEGATE_ERROR_MESSAGE).toBe('输入必须是有效的数字或数字字符串');
  });
});
