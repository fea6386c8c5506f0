import { GroupIndex } from '../../src/sport/search/group-index';
import { keysOf, normalise, pinyinKeys } from '../../src/sport/search/search-keys';

describe('search keys', () => {
  it('folds case, full-width letters and the separators of transliterated names', () => {
    expect(normalise(' Real  Madrid ')).toBe('realmadrid');
    expect(normalise('ＲＥＡＬ')).toBe('real');
    expect(normalise('卢达·塞奥')).toBe('卢达塞奥');
  });

  it('drops the accents of original spellings, as a fan types them', () => {
    expect(normalise('Kylian Mbappé')).toBe('kylianmbappe');
    expect(normalise('Martin Ødegaard')).toBe('martinodegaard');
    expect(normalise('Benjamin Šeško')).toBe('benjaminsesko');
    expect(normalise('Łukasz Skorupski')).toBe('lukaszskorupski');
    expect(normalise('Kenan Yıldız')).toBe('kenanyildiz');
    expect(normalise('Đorđe Petrović')).toBe('dordepetrovic');
    expect(normalise('首尔')).toBe('首尔');
  });

  it('reads full pinyin and initials by word, so polyphones follow the name', () => {
    expect(pinyinKeys('皇马')).toEqual({ full: 'huangma', initials: 'hm' });
    expect(pinyinKeys('长春亚泰')).toEqual({ full: 'changchunyatai', initials: 'ccyt' });
    expect(pinyinKeys('C罗')).toEqual({ full: 'cluo', initials: 'cl' });
  });

  it('ranks exact before prefix before inside, then by order; initials only from the start', () => {
    const index = new GroupIndex([
      { keys: keysOf(['皇家马德里', '皇马', 'Real Madrid']), order: 2, hit: 'rm' },
      { keys: keysOf(['哈梅', 'Hame']), order: 1, hit: 'hame' },
      { keys: keysOf(['马德里竞技', '马竞', 'Atletico Madrid']), order: 0, hit: 'atm' },
      { keys: keysOf(['巴塞罗那', '巴萨', 'Barcelona']), order: 3, hit: 'fcb' },
    ]);
    expect(index.find('hm', 5)).toEqual({ total: 2, list: ['hame', 'rm'] });
    expect(index.find('huangma', 5)).toEqual({ total: 1, list: ['rm'] });
    expect(index.find('hjm', 5)).toEqual({ total: 1, list: ['rm'] });
    expect(index.find('madrid', 5)).toEqual({ total: 2, list: ['atm', 'rm'] });
    expect(index.find('ma', 5)).toEqual({ total: 2, list: ['atm', 'rm'] });
    expect(index.find('a', 5)).toEqual({ total: 4, list: ['atm', 'hame', 'rm', 'fcb'] });
    expect(index.find('a', 2)).toEqual({ total: 4, list: ['atm', 'hame'] });
    expect(index.find('jmdl', 5)).toEqual({ total: 0, list: [] });
    expect(index.find('', 5)).toEqual({ total: 0, list: [] });
  });
});
