export { isPhone, maskPhone, PHONE_PATTERN } from './phone';
export { truncate, textUnits, charUnits, ELLIPSIS } from './truncate';
export { negate, NEGATE_ERROR_MESSAGE } from './negate';
export { dayjs, formatDate, isPast, DISPLAY_TIME_ZONE } from './dates';
export type { DateInput } from './dates';
export { createCountdown, toCountdownState, COUNTDOWN_TICK_MS } from './countdown';
export type { Countdown, CountdownState } from './countdown';
export { useCountdown } from './use-countdown';
export type { UseCountdown } from './use-countdown';
