import { buildRequestHeaders } from '../headers';
import { CHANNEL, EPT, VERSION, computeSign } from '../sign';

const AT = 1_700_000_000_000; // 2023-11-14T22:13:20Z

describe('request headers', () => {
  it('signs md5(channel + timestamp + version + secret) for a known timestamp', () => {
    expect(computeSign('H5', 1_700_000_000, '3.1.2')).toBe('45c9ee8914ac268cf4890b45dbe2aa4c');
  });

  it('carries every header of the spec with the token when signed in', () => {
    expect(
      buildRequestHeaders({ agentId: 'agent-7', uniqueId: 'u1', token: 'tok', nowMs: AT + 999 }),
    ).toEqual({
      agentId: 'agent-7',
      ept: '97',
      telFirm: '',
      channel: 'H5',
      version: '3.1.2',
      equipment: 'pc_u1',
      timestamp: '1700000000',
      sign: '45c9ee8914ac268cf4890b45dbe2aa4c',
      token: 'tok',
    });
  });

  it('leaves the token header off when signed out', () => {
    expect(buildRequestHeaders({ agentId: 'a', uniqueId: 'u', token: '', nowMs: AT })).not.toHaveProperty(
      'token',
    );
    expect(buildRequestHeaders({ agentId: 'a', uniqueId: 'u', nowMs: AT })).not.toHaveProperty('token');
  });

  it('uses the spec constants', () => {
    expect(VERSION).toBe('3.1.2');
    expect(EPT).toBe(97);
    expect(CHANNEL).toBe('H5');
  });
});
