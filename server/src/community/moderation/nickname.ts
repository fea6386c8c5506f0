import { findContacts } from './contacts';
import { foldText } from './fold';
import { findProblems } from './moderate';
import { codePointLength } from './text-view';

export type NicknameCheck = { ok: true; name: string } | { ok: false; message: string };

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 16;

/**
 * Names that would pass for the site or its staff. Chinese ones are refused anywhere in a name (锦城体育小编);
 * Latin ones as a whole word (admin_01, not badminton). Both are looked for in the name as the filter reads
 * it (fold.ts): 錦城體育, 管理員 and 系統 are 锦城体育, 管理员 and 系统.
 */
const RESERVED_CJK = ['官方', '管理员', '客服', '锦城体育', '锦城', '系统', '版主', '小编'];
const RESERVED_LATIN = [
  'admin',
  'administrator',
  'moderator',
  'mod',
  'official',
  'system',
  'root',
  'support',
  'jincheng',
];

const ALLOWED = /^[a-z0-9_\u3400-\u9fff]+$/i;

/**
 * The shape of the names given at sign-up (users-repo.ts, defaultUserName: 用户 + six letters and digits; the
 * old ones were 用户 + four digits): nobody may pass for one, whatever the length of its tail (用户abc1234,
 * 用戶abc123, 用户2026), but an account may keep or take back its own.
 */
const SIGN_UP_NAME = /^用户[a-z0-9_]+$/;

/** The account's own sign-up name, given by the site (用户 + letters/digits), asked for again. */
function ownSignUpName(name: string, own: string | undefined): boolean {
  const folded = foldText(name);
  return own !== undefined && SIGN_UP_NAME.test(folded) && foldText(own) === folded;
}

function reserved(name: string): boolean {
  const lower = foldText(name);
  if (SIGN_UP_NAME.test(lower)) return true;
  if (RESERVED_CJK.some((word) => lower.includes(word))) return true;
  const latinWords = lower.split(/[^a-z]+/).filter(Boolean);
  return latinWords.some((word) => RESERVED_LATIN.includes(word));
}

/**
 * Checks a nickname the user chose: 2–16 characters of letters, digits, CJK and _, not digits only, no phone
 * number or contact, no listed word of any category (a name is shown everywhere, so nothing is masked), not
 * a name of the site or its staff, nor of the sign-up form but the account's own (`options.own`). `name` is
 * the form to store: full-width letters folded (ＡＢＣ → ABC). Uniqueness is the store's to check, on
 * nicknameKey.
 */
export interface NicknameOptions {
  /** The account's present name: its own sign-up name (用户 + letters/digits) stays valid for it. */
  own?: string;
}

export function checkNickname(input: string, options: NicknameOptions = {}): NicknameCheck {
  const name = input.normalize('NFKC').trim();
  const length = codePointLength(name);
  if (length < NICKNAME_MIN || length > NICKNAME_MAX) {
    return { ok: false, message: `昵称需为 ${NICKNAME_MIN}–${NICKNAME_MAX} 个字` };
  }
  if (!ALLOWED.test(name)) return { ok: false, message: '昵称只能包含中文、字母、数字和下划线' };
  // The site chose it: it stays valid for its account, even where its random letters spell a listed word
  // (用户fy6sb5), and for no other account.
  if (ownSignUpName(name, options.own)) return { ok: true, name };
  if (/^[0-9_]+$/.test(name)) return { ok: false, message: '昵称不能是纯数字' };
  if (findContacts(name).length || /[0-9]{7,}/.test(name)) {
    return { ok: false, message: '昵称不能包含手机号或联系方式' };
  }
  if (reserved(name)) return { ok: false, message: '该昵称为保留名称，请换一个' };
  if (findProblems(name).length) return { ok: false, message: '昵称包含不当内容，请换一个' };
  return { ok: true, name };
}

/** The form two nicknames are compared in for uniqueness: 球迷Abc and 球迷ａｂｃ are one name. */
export function nicknameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase();
}
