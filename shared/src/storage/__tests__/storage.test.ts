import { getUniqueId, resolveAgentId, DEFAULT_AGENT_ID } from '../device';
import { STORAGE_PREFIX, storage } from '../storage';

beforeEach(() => {
  localStorage.clear();
  for (const key of ['Admin-Token', 'openId', 'agentid', 'uniqueId'] as const) storage.remove(key);
});

describe('storage', () => {
  it('prefixes every key with the namespace', () => {
    storage.set('Admin-Token', 'abc');
    expect(STORAGE_PREFIX).toBe('jcty_');
    expect(localStorage.getItem('jcty_Admin-Token')).toBe('abc');
    expect(localStorage.getItem('Admin-Token')).toBeNull();
    expect(storage.get('Admin-Token')).toBe('abc');
  });

  it('removes a key', () => {
    storage.set('openId', 'o1');
    storage.remove('openId');
    expect(storage.get('openId')).toBeNull();
    expect(localStorage.getItem('jcty_openId')).toBeNull();
  });

  it('keeps working in memory when localStorage throws', () => {
    const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    storage.set('uniqueId', 'kept');
    expect(storage.get('uniqueId')).toBe('kept');
    spy.mockRestore();
  });
});

describe('agent id', () => {
  it('takes agentid from the page URL and remembers it', () => {
    expect(resolveAgentId('?foo=1&agentid=A123')).toBe('A123');
    expect(localStorage.getItem('jcty_agentid')).toBe('A123');
    expect(resolveAgentId('')).toBe('A123');
  });

  it('falls back to the PC default', () => {
    expect(resolveAgentId('?x=1')).toBe(DEFAULT_AGENT_ID);
  });
});

describe('unique id', () => {
  it('is made once and kept', () => {
    const first = getUniqueId();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(getUniqueId()).toBe(first);
    expect(localStorage.getItem('jcty_uniqueId')).toBe(first);
  });
});
