import { storage } from '@jincheng/shared';
import { lastKnownGood, rememberGood } from '../last-known-good';

beforeEach(() => storage.remove('lastKnownGood'));

describe('last-known-good memory', () => {
  it('remembers the last version per remote, across page loads (storage)', () => {
    expect(lastKnownGood('scores')).toBeUndefined();
    rememberGood('scores', '1.0.0-aaaa');
    rememberGood('content', '2.0.0-bbbb');
    rememberGood('scores', '1.1.0-cccc');
    expect(lastKnownGood('scores')).toBe('1.1.0-cccc');
    expect(lastKnownGood('content')).toBe('2.0.0-bbbb');
    expect(JSON.parse(storage.get('lastKnownGood') ?? '')).toEqual({
      scores: '1.1.0-cccc',
      content: '2.0.0-bbbb',
    });
  });

  it('survives a corrupted stored value', () => {
    storage.set('lastKnownGood', '{not json');
    expect(lastKnownGood('scores')).toBeUndefined();
    rememberGood('scores', '1.0.0');
    expect(lastKnownGood('scores')).toBe('1.0.0');
  });
});
