import { pageRegistry } from '../../src/static/registry-source';

describe('the registry a page carries', () => {
  it('keeps what browsers pick versions and report health by, and drops what they do not need', () => {
    const page = pageRegistry({
      schemaVersion: 2,
      loadTimeoutMs: 60_000,
      healthSampleRate: 0.25,
      shell: { current: '1.0.0-s1' },
      remotes: {
        scores: {
          current: '1.0.0-aaaa',
          previous: '0.9.0-zzzz',
          canary: { version: '1.1.0-bbbb', percent: 10, by: 'alice', why: 'secret plans' },
          history: [{ why: 'secret plans' }],
        },
      },
    });
    expect(page).toEqual({
      schemaVersion: 2,
      loadTimeoutMs: 60_000,
      healthSampleRate: 0.25,
      remotes: {
        scores: {
          current: '1.0.0-aaaa',
          previous: '0.9.0-zzzz',
          canary: { version: '1.1.0-bbbb', percent: 10 },
        },
      },
    });
    expect(pageRegistry({ remotes: {} })).toEqual({ schemaVersion: undefined, remotes: {} });
  });
});
