import { percentText } from '../percent';

describe('percentText', () => {
  it('writes a fraction as a percentage with one decimal', () => {
    expect(percentText(0.4567)).toBe('45.7%');
    expect(percentText(1)).toBe('100.0%');
    expect(percentText(0)).toBe('0.0%');
  });

  it('takes another number of decimals', () => {
    expect(percentText(0.4567, 0)).toBe('46%');
    expect(percentText(0.12345, 2)).toBe('12.35%');
  });

  it('writes a dash for a value that is not there', () => {
    expect(percentText(null)).toBe('—');
    expect(percentText(undefined)).toBe('—');
    expect(percentText(Number.NaN)).toBe('—');
  });
});
