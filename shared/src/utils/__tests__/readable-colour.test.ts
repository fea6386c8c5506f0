import { contrastRatio, readableColour } from '../readable-colour';

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
