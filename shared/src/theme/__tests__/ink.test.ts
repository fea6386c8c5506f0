import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contrastRatio } from '../../utils/readable-colour';
import { INK_BACKGROUNDS, INK_CLASS, inkStyle, SURFACES } from '../ink';

type Ink = { '--ink': string; '--ink-dark': string };

// Every colour of a 6-level RGB cube, plus real league colours from the seed (英U21's deep violet was
// unreadable on the dark surface when the colour was chosen in script, before hydration).
const CUBE = [0, 0x33, 0x66, 0x99, 0xcc, 0xff].flatMap((r) =>
  [0, 0x33, 0x66, 0x99, 0xcc, 0xff].flatMap((g) =>
    [0, 0x33, 0x66, 0x99, 0xcc, 0xff].map(
      (b) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`,
    ),
  ),
);
const LEAGUES = ['#4B3F72', '#3d195b', '#0b6b3a', '#c8102e', '#ffd666', '#D9822B', '#1E63C6'];

describe('inkStyle', () => {
  it('gives a shade for each theme that meets WCAG AA on its surfaces and on a goal or red-card row', () => {
    for (const colour of [...LEAGUES, ...CUBE]) {
      const ink = inkStyle(colour) as Ink;
      for (const background of INK_BACKGROUNDS.light)
        expect(contrastRatio(ink['--ink'], background)).toBeGreaterThanOrEqual(4.5);
      for (const background of INK_BACKGROUNDS.dark)
        expect(contrastRatio(ink['--ink-dark'], background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps a colour that is already readable, and lightens a dark one for the dark theme', () => {
    const ink = inkStyle('#4B3F72') as Ink;
    expect(ink['--ink']).toBe('#4b3f72');
    expect(contrastRatio('#4B3F72', SURFACES.dark[0])).toBeLessThan(4.5);
    expect(ink['--ink-dark']).not.toBe(ink['--ink']);
  });

  it('falls back to the theme ink for a missing or malformed colour', () => {
    expect(inkStyle(null)).toEqual({ '--ink': '#1d2129', '--ink-dark': '#e7e9ec' });
    expect(inkStyle('red')).toEqual({ '--ink': '#1d2129', '--ink-dark': '#e7e9ec' });
  });

  it('is styled by tokens.css: the light shade by default, the dark one under <html data-theme="dark">', () => {
    const css = readFileSync(path.join(__dirname, '../tokens.css'), 'utf8').replace(/\s+/g, ' ');
    expect(css).toContain(`.${INK_CLASS} { color: var(--ink,`);
    expect(css).toContain(`:root[data-theme='dark'] .${INK_CLASS} { color: var(--ink-dark,`);
  });

  it('matches the surfaces tokens.css declares', () => {
    const css = readFileSync(path.join(__dirname, '../tokens.css'), 'utf8');
    const [light, dark] = css.split(":root[data-theme='dark']") as [string, string];
    expect(light).toMatch(/--jc-surface: #fff(fff)?;/);
    expect(light).toContain(`--jc-surface-2: ${SURFACES.light[1]};`);
    expect(dark).toContain(`--jc-surface: ${SURFACES.dark[0]};`);
    expect(dark).toContain(`--jc-surface-2: ${SURFACES.dark[1]};`);
    const [, , lightWarn, lightDanger] = INK_BACKGROUNDS.light;
    const [, , darkWarn, darkDanger] = INK_BACKGROUNDS.dark;
    expect(light).toContain(`--jc-warn-soft: ${lightWarn};`);
    expect(light).toContain(`--jc-danger-soft: ${lightDanger};`);
    expect(dark).toContain(`--jc-warn-soft: ${darkWarn};`);
    expect(dark).toContain(`--jc-danger-soft: ${darkDanger};`);
  });
});
