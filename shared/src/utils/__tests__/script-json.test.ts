import { toDataBlockJson } from '../script-json';

describe('toDataBlockJson', () => {
  it('never lets a value end the block or start markup, and reads back as the same value', () => {
    const value = { title: '</script><script>alert(1)</script> & <!-- 德比 -->', line: 'a\u2028b\u2029c' };
    const text = toDataBlockJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(text).toContain('\\u2028');
    expect(JSON.parse(text)).toEqual(value);
  });
});
