import { contrastRatio, cssColour, readableColour, textColourOn } from '../readable-colour';

describe('readableColour', () => {
  it('keeps a colour that is already readable', () => {
    expect(readableColour('#0b6b3a')).toBe('#0b6b3a');
  });

  it.each(['#fcd116', '#19a84b', '#f68e00', '#86909c', '#ff7d00'])(
    'darkens %s to at least 4.5:1 on white',
    (hex) => {
      const out = readableColour(hex);
      expect(contrastRatio(out, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(out).not.toBe(hex);
    },
  );

  it('falls back for a value that is not a colour', () => {
    expect(readableColour('red; background:url(x)')).toBe('#1d2129');
    expect(readableColour(undefined)).toBe('#1d2129');
  });

  it('measures contrast like WCAG', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
  });
});

describe('textColourOn', () => {
  it.each([
    ['#FFFFFF', '皇马 / 富勒姆 / 瓦伦西亚 white', '#1d2129'],
    ['#FFCD00', '利兹联 yellow', '#1d2129'],
    ['#FCD116', '南特 yellow', '#1d2129'],
    ['#003399', '埃弗顿 blue', '#ffffff'],
    ['#241F20', '纽卡斯尔 black', '#ffffff'],
  ])('%s (%s) gets %s text', (background, _club, text) => {
    expect(textColourOn(background)).toBe(text);
  });

  it('reaches 4.5:1 on the whole colour range, including the mid tones where neither ink is enough', () => {
    for (let v = 0; v <= 255; v += 5) {
      const grey = `#${v.toString(16).padStart(2, '0').repeat(3)}`;
      const red = `#ff${v.toString(16).padStart(2, '0')}00`;
      for (const background of [grey, red]) {
        expect(contrastRatio(textColourOn(background), background)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('uses the dark ink when the background is not a colour', () => {
    expect(textColourOn('url(x)')).toBe('#1d2129');
    expect(textColourOn(null)).toBe('#1d2129');
  });
});

describe('cssColour', () => {
  it('passes a hex colour and replaces anything else', () => {
    expect(cssColour('#FEBE10', '#fff')).toBe('#FEBE10');
    expect(cssColour('red;background:url(x)', '#fff')).toBe('#fff');
  });
});
