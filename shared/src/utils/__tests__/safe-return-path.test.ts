import { isSafeReturnPath, safeReturnPath } from '../safe-return-path';

/** What an attacker can put in `state`: the raw value (as URLSearchParams hands it over) and encoded. */
const HOSTILE = [
  'https://evil.example',
  'http:/evil.example',
  '//evil.example',
  '//evil.example/match',
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '/match\\..\\..\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '\t//evil.example',
  ' /home',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  '/\u00a0/evil.example',
  '/\u2028/evil.example',
  '/\u3000/evil.example',
  '/%2F%2Fevil.example',
  '/%2fevil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '%2F%2Fevil.example',
  '%2F%5Cevil.example',
  '%252F%252Fevil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  './/evil.example',
  '',
  '/loginPage?code=abc&state=%2F',
  '/loginPage',
  '/LOGINPAGE/',
  `/${'a'.repeat(3000)}`,
];

describe('safeReturnPath', () => {
  it.each(HOSTILE)('refuses %j, raw or encoded', (hostile) => {
    expect(safeReturnPath(hostile)).toBe('/');
    expect(safeReturnPath(encodeURIComponent(hostile))).toBe('/');
    expect(safeReturnPath(encodeURIComponent(hostile), '/home')).toBe('/home');
  });

  it.each(['%E0%A4%A', '%', '%zz'])('refuses the malformed escape %j', (broken) => {
    expect(safeReturnPath(broken)).toBe('/');
  });

  it.each([
    '/',
    '/home',
    '/match?tab=live',
    '/matchDetail/1/1234567#events',
    '/news?id=3&q=%E4%B8%AD%E8%B6%85',
    '/balanceTopUp?tab=history',
    '/intelligence?date=2026-11-22&league=英超',
  ])('returns the same-site path %j', (path) => {
    expect(safeReturnPath(encodeURIComponent(path))).toBe(path);
  });

  it('falls back for a missing value', () => {
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath(undefined, '/home')).toBe('/home');
  });

  it('checks an already decoded path the same way', () => {
    expect(isSafeReturnPath('/match?tab=live')).toBe(true);
    expect(isSafeReturnPath('/\\evil.example')).toBe(false);
  });
});
