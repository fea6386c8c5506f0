import { parseDetailParams } from '../parse-detail-params';

describe('parseDetailParams', () => {
  it('accepts the sport code of the route and a match id', () => {
    expect(parseDetailParams('football', '1', '42')).toEqual({ ok: true, id: 42 });
    expect(parseDetailParams('basketball', '2', '2147483647')).toEqual({ ok: true, id: 2147483647 });
  });

  it('refuses another sport code, and ids that are no match id (leading zeros included)', () => {
    expect(parseDetailParams('football', '2', '42')).toEqual({ ok: false, reason: 'type' });
    for (const id of [undefined, '', '0', '012', '-3', '4.2', 'abc', '2147483648'])
      expect([id, parseDetailParams('football', '1', id)]).toEqual([id, { ok: false, reason: 'id' }]);
  });
});
