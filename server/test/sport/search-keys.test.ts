import { keysOf, normalise, pinyinKeys, scoreOf } from '../../src/sport/search/search-keys';

describe('search keys', () => {
  it('folds case, full-width letters and the separators of transliterated names', () => {
    expect(normalise(' Real  Madrid ')).toBe('realmadrid');
    expect(normalise('ＲＥＡＬ')).toBe('real');
    expect(normalise('卢达·塞奥')).toBe('卢达塞奥');
  });

  it('reads full pinyin and initials by word, so polyphones follow the name', () => {
    expect(pinyinKeys('皇马')).toEqual({ full: 'huangma', initials: 'hm' });
    expect(pinyinKeys('长春亚泰')).toEqual({ full: 'changchunyatai', initials: 'ccyt' });
    expect(pinyinKeys('C罗')).toEqual({ full: 'cluo', initials: 'cl' });
  });

  it('scores exact before prefix before inside, and initials only from the start', () => {
    const keys = keysOf(['皇家马德里', '皇马', 'Real Madrid']);
    expect(scoreOf(keys, 'hm')).toBe(0);
    expect(scoreOf(keys, 'huangma')).toBe(0);
    expect(scoreOf(keys, 'hjm')).toBe(1);
    expect(scoreOf(keys, 'madrid')).toBe(2);
    expect(scoreOf(keys, 'jmdl')).toBeNull();
    expect(scoreOf(keys, 'barca')).toBeNull();
  });
});
