/**
 * `@jincheng/shared/core`: what the server, the end-to-end suite and the browser all use — the API's types and
 * constants, route paths, request signing, the error catalogue, storage key names, the federation contracts
 * and pure formatters (dates, the status clock). Nothing here touches React, the DOM or browser storage, so Node code imports it by
 * package name instead of reaching into `shared/src` by relative path. The browser gets the same modules
 * through the main entry (`@jincheng/shared`).
 */
export * from './api/sport';
export { gameDayDate, gameDayLabel } from './api/sport/game-day';
export * from './api/user/types';
export * from './api/pay/types';
export type * from './api/ops/releases';
export type * from './federation/shell-document';
export * from './config/paths';
export * from './federation/contracts';
export { CHANNEL, VERSION, SIGN_MAX_SKEW_SECONDS, computeSign, epochSeconds } from './request/sign';
export { LOGIN_INVALID_CODE, SUCCESS_CODE, MESSAGES } from './request/error-catalogue';
export { STORAGE_PREFIX, storageKey, type StorageKey } from './storage/storage';
export { isPhone, maskPhone, PHONE_PATTERN } from './utils/phone';
export { parseId } from './utils/parse-id';
export { percentText } from './utils/percent';
export { toDataBlockJson } from './utils/script-json';
export {
  addDays,
  beijingMinute,
  beijingMonthDay,
  beijingWall,
  dayStart,
  shanghaiDay,
  SHANGHAI_OFFSET_MINUTES,
  SHANGHAI_OFFSET_MS,
  SHANGHAI_OFFSET_S,
  weekday,
} from './utils/shanghai-time';
export { dayjs, formatDate, DISPLAY_TIME_ZONE, type DateInput } from './utils/dates';
export { readableColour, contrastRatio, textColourOn, cssColour } from './utils/readable-colour';
export { THEME_PREPAINT_SCRIPT } from './theme/prepaint';
export { FOLLOWS_HINT_ATTRIBUTE, FOLLOWS_PREPAINT_SCRIPT } from './follows/follows-hint';
export { EARLY_TAPS_SCRIPT, HYDRATED_ATTRIBUTE } from './hydration/early-taps';
export {
  HELD,
  PRELOAD_ATTRIBUTE,
  START_AFTER_PAINT_SCRIPT,
  START_ATTRIBUTE,
  heldLink,
  startScriptsAfterPaint,
  type HeldKind,
} from './hydration/start-after-paint';
export { VIEWPORT_GUESS_ATTRIBUTE, type ViewportGuess } from './hydration/viewport-hint';
