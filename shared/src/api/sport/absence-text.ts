import { formatDate } from '../../utils/dates';
import type { MatchAbsence } from './match-detail';

/**
 * What a 伤停 row says after its reason, one wording for every screen that lists absences (the match's 分析 tab,
 * the team page): an injury's expected return or that it is not known, a ban's matches left (this one included).
 */
export function absenceDetail(absence: Pick<MatchAbsence, 'kind' | 'returnAt' | 'matches'>): string {
  if (absence.kind === 'injury') {
    return absence.returnAt ? `预计${formatDate(absence.returnAt, 'M月D日')}复出` : '复出时间未定';
  }
  return absence.matches ? `还需停赛${absence.matches}场` : '';
}
