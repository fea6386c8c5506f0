import { readFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { contrastRatio } from '../../utils/readable-colour';

/**
 * Text on a fixed background in the apps' CSS modules (a badge, a chip) meets WCAG AA (4.5:1) in both themes.
 * axe sees such a badge only when it is on screen: the goal badge of /match shows for a few seconds after a
 * goal, so the e2e audit caught its white-on-amber (3.2:1) only at the hours a goal fell during the audit.
 * Per class of each file, the declarations of all its rules outside media queries are merged; a class with a
 * background and a text colour, each a literal colour or a theme token, is checked in each theme.
 */
const ROOT = path.resolve(__dirname, '../../../..');
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function tokens(): { light: Record<string, string>; dark: Record<string, string> } {
  const css = readFileSync(path.join(ROOT, 'shared/src/theme/tokens.css'), 'utf8');
  const [light, dark] = css.split(":root[data-theme='dark']") as [string, string];
  const read = (part: string) =>
    Object.fromEntries([...part.matchAll(/(--jc-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
  const base = read(light);
  return { light: base, dark: { ...base, ...read(dark.split('}')[0]!) } };
}

function resolve(value: string, theme: Record<string, string>): string | null {
  const v = /^var\((--jc-[\w-]+)\)$/.exec(value.trim());
  const colour = v ? theme[v[1]!] : value.trim();
  return colour && HEX.test(colour) ? colour : null;
}

/** class → merged declarations, from the rules outside @media of one CSS module. */
function classes(css: string): Map<string, Record<string, string>> {
  const flat = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/@media[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '');
  const out = new Map<string, Record<string, string>>();
  for (const rule of flat.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations = Object.fromEntries(
      rule[2]!
        .split(';')
        .map((d) => d.split(':').map((s) => s.trim()))
        .filter((d) => d.length === 2 && d[0] && d[1]) as Array<[string, string]>,
    );
    for (const selector of rule[1]!.split(',')) {
      const only = /^\.([\w-]+)$/.exec(selector.trim());
      if (only) out.set(only[1]!, { ...out.get(only[1]!), ...declarations });
    }
  }
  return out;
}

const files = execFileSync('git', ['ls-files', '*.module.css'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);

test('there are CSS modules to read', () => {
  expect(files.length).toBeGreaterThan(20);
});

test('text on a fixed background colour meets AA in both themes', () => {
  const theme = tokens();
  const failures: string[] = [];
  let checked = 0;
  for (const file of files) {
    for (const [name, d] of classes(readFileSync(path.join(ROOT, file), 'utf8'))) {
      const fill = d['background'] ?? d['background-color'];
      if (!fill || !d['color']) continue;
      for (const [themeName, values] of Object.entries(theme)) {
        const colour = resolve(d['color'], values);
        const background = resolve(fill, values);
        if (!colour || !background) continue;
        checked += 1;
        const ratio = contrastRatio(colour, background);
        if (ratio < 4.5)
          failures.push(`${file} .${name} (${themeName}): ${colour} on ${background} = ${ratio.toFixed(2)}`);
      }
    }
  }
  expect(checked).toBeGreaterThan(0);
  expect(failures).toEqual([]);
});
