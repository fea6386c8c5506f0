import { contrastRatio, readableColour, textColourOn } from '@jincheng/shared/core';
import { randomColor } from '../../src/sport/seed/catalogue';
import { REAL_BASKETBALL_CLUBS } from '../../src/sport/seed/clubs-basketball';
import { REAL_FOOTBALL_CLUBS } from '../../src/sport/seed/clubs-football';
import { COMPETITIONS } from '../../src/sport/seed/competitions';
import type { Rng } from '../../src/sport/seed/prng';

/** Every kit colour the seed can give a club: the real clubs' two colours and the generated clubs' palette. */
function seededKitColours(): Array<[club: string, colour: string]> {
  const real = [...Object.values(REAL_FOOTBALL_CLUBS), ...Object.values(REAL_BASKETBALL_CLUBS)].flat();
  const fromReal = real.flatMap((line): Array<[string, string]> => {
    const [name = '', , , c1 = '', c2 = ''] = line.split('|');
    return [
      [name, c1],
      [`${name} (second colour)`, c2],
    ];
  });
  let palette: readonly string[] = [];
  randomColor({
    pick: <T>(items: readonly T[]) => ((palette = items as readonly string[]), items[0]),
  } as Rng);
  return [...fromReal, ...palette.map((c): [string, string] => [`generated club ${c}`, c])];
}

describe('kit and league colours stay readable (WCAG AA 4.5:1)', () => {
  const kits = seededKitColours();

  it('reads every seeded club', () => {
    expect(kits.length).toBeGreaterThan(150);
    expect(kits.every(([, c]) => /^#[0-9a-f]{6}$/i.test(c))).toBe(true);
  });

  it.each(['皇家马德里', '富勒姆', '瓦伦西亚', '巴列卡诺', '欧塞尔', '利兹联', '南特'])(
    '%s (a white or yellow kit) is seeded and gets dark text',
    (club) => {
      const kit = kits.find(([name]) => name === club);
      expect(kit).toBeDefined();
      expect(textColourOn(kit![1])).toBe('#1d2129');
    },
  );

  it('text on every seeded kit colour reaches 4.5:1', () => {
    const unreadable = kits.filter(([, c]) => contrastRatio(textColourOn(c), c) < 4.5);
    expect(unreadable).toEqual([]);
  });

  it('every league colour, as text on white, reaches 4.5:1', () => {
    const unreadable = COMPETITIONS.filter(
      (def) => contrastRatio(readableColour(def.color), '#ffffff') < 4.5,
    ).map((def) => def.short);
    expect(unreadable).toEqual([]);
  });

  it('text on every league colour as a background reaches 4.5:1', () => {
    const unreadable = COMPETITIONS.filter(
      (def) => contrastRatio(textColourOn(def.color), def.color) < 4.5,
    ).map((def) => def.short);
    expect(unreadable).toEqual([]);
  });
});
