import { absenceDetail } from '../absence-text';

describe('absenceDetail', () => {
  it('gives an injury its expected return in Beijing time', () => {
    // 16:30 UTC on 12 Dec is 13 Dec in Beijing.
    expect(absenceDetail({ kind: 'injury', returnAt: '2026-12-12T16:30:00Z', matches: null })).toBe(
      '预计12月13日复出',
    );
  });

  it('says when an injury has no known return', () => {
    expect(absenceDetail({ kind: 'injury', returnAt: null, matches: null })).toBe('复出时间未定');
  });

  it('counts a ban in matches left, a one-match ban too', () => {
    expect(absenceDetail({ kind: 'suspension', returnAt: null, matches: 3 })).toBe('还需停赛3场');
    expect(absenceDetail({ kind: 'suspension', returnAt: null, matches: 1 })).toBe('还需停赛1场');
  });
});
