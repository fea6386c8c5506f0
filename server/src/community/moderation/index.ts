/** Text moderation for the community features (docs/community.md, "Moderation"). */
export { moderate, findProblems, shippedMatcher, DEFAULT_MAX_LENGTH, MASK, MESSAGES } from './moderate';
export type { Moderation, ModerateOptions, Reason, Verdict } from './moderate';
export { checkNickname, nicknameKey, NICKNAME_MAX, NICKNAME_MIN } from './nickname';
export type { NicknameCheck, NicknameOptions } from './nickname';
export { parseWordList, shippedWordList, WORDS_FILE } from './word-list';
export type { Category, WordEntry, WordList } from './word-list';
export { TOLERANT_LENGTH, WordMatcher } from './word-matcher';
export { foldCodePoint, foldText } from './fold';
export { findContacts } from './contacts';
export type { ContactHit, ContactKind } from './contacts';
