import { classesIn, classesNeeded, criticalCss } from '../../src/ssr/critical-css';

describe('critical CSS of a server-rendered page', () => {
  it('reads the class names a selector needs, leaving out negations, alternatives, attributes and strings', () => {
    expect(classesNeeded('.row .team')).toEqual(['row', 'team']);
    expect(classesNeeded('.row:not(.live) > span')).toEqual(['row']);
    expect(classesNeeded(':is(.a, .b) .c')).toEqual(['c']);
    expect(classesNeeded('a[href$=".svg"]')).toEqual([]);
    expect(classesNeeded('[data-theme="dark"] .card::after')).toEqual(['card']);
    expect(classesNeeded('.x:hover')).toEqual(['x']);
  });

  it('reads the class names on the elements of the markup', () => {
    expect([...classesIn('<div class="a b"><span class="c">x</span><p>class="d"</p></div>')]).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('keeps what the markup can use, at-rules with their used rules, and what it cannot judge', () => {
    const css = [
      ':root{--accent:#c00}',
      'body{margin:0}',
      '.row{display:flex}',
      '.dialog{position:fixed}',
      '.row .team,.dialog .title{font-weight:600}',
      '.row:not(.live){opacity:.8}',
      '@media (max-width:600px){.row{gap:4px}.dialog{inset:0}}',
      '@media print{.dialog{display:none}}',
      '@keyframes pulse{0%{opacity:1}to{opacity:.4}}',
      '/* a comment */',
      '[data-theme="dark"] .row{background:#111}',
    ].join('');
    const out = criticalCss(css, '<main class="row"><b class="team">A</b></main>');
    expect(out).toBe(
      [
        ':root{--accent:#c00}',
        'body{margin:0}',
        '.row{display:flex}',
        '.row .team{font-weight:600}',
        '.row:not(.live){opacity:.8}',
        '@media (max-width:600px){.row{gap:4px}}',
        '@keyframes pulse{0%{opacity:1}to{opacity:.4}}',
        '[data-theme="dark"] .row{background:#111}',
      ].join(''),
    );
    // Another page, the other rules: the parse is reused, the choice is per page.
    expect(criticalCss(css, '<div class="dialog"></div>')).toContain('@media print{.dialog{display:none}}');
  });

  it('gives CSS it cannot parse back unchanged', () => {
    expect(criticalCss('.a{color:red', '<p></p>')).toBe('.a{color:red');
  });
});
