import { parseId } from '../parse-id';

describe('parseId', () => {
  it('accepts the ids the API accepts', () => {
    expect(['1', '12', '0012', '2147483647'].map(parseId)).toEqual([1, 12, 12, 2147483647]);
  });

  it('refuses anything else', () => {
    for (const raw of [
      null,
      undefined,
      '',
      '0',
      '-1',
      '1.5',
      '1e3',
      ' 1',
      'abc',
      '2147483648',
      '12345678901',
    ])
      expect([raw, parseId(raw)]).toEqual([raw, null]);
  });
});
