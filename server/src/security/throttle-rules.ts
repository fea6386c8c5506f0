/** One tier: at most `max` counted events in a fixed window of `windowMs`. */
export interface Tier {
  max: number;
  windowMs: number;
}

/**
 * What is throttled, per key (docs/userapi.md, "Throttling"). Several tiers per key make the wait grow:
 * a few tries cost a minute, more cost a quarter of an hour, then an hour, then the rest of the day.
 */
export interface ThrottleRules {
  /** Wrong passwords (login/user/pwd), counted per phone and per client IP; right ones are not counted. */
  passwordPhone: Tier[];
  passwordIp: Tier[];
  /** Wrong SMS codes (login by code, password reset) per client IP; each code also dies after 5 tries. */
  codeIp: Tier[];
  /** SMS sends per phone, per client IP and for the whole service (a ceiling on what SMS can cost). */
  smsPhone: Tier[];
  smsIp: Tier[];
  smsGlobal: Tier[];
  /** Refused cancelLogout tickets and WeChat codes per client IP. */
  ticketIp: Tier[];
  /** Friends-list updates per signed-in user and per client IP (each names up to 200 users). */
  friendsUser?: Tier[];
  friendsIp?: Tier[];
  /**
   * Server renders per client IP that the page cache cannot answer; past it, pages go out rendered in the
   * browser (the same page, no error) until the window passes.
   */
  renderIp?: Tier[];
  /**
   * Release health beacons per client IP (POST /opsapi/health); past it, beacons are answered 204 and dropped
   * (a beacon is never sent again).
   */
  healthIp?: Tier[];
  /** Comments (and replies) posted per signed-in user and per client IP (docs/community.md). */
  commentUser?: Tier[];
  commentIp?: Tier[];
  /** Fan ratings (球迷评分) saved per signed-in user and per client IP (docs/community.md). */
  ratingUser?: Tier[];
  ratingIp?: Tier[];
  /** Nickname tries (refused or taken names included) per user and per IP, and changes made per user. */
  nicknameTryUser?: Tier[];
  nicknameTryIp?: Tier[];
  nicknameChange?: Tier[];
  /** Chat messages per signed-in user and per client IP (docs/community.md, 聊天室). */
  chatUser?: Tier[];
  chatIp?: Tier[];
  /**
   * Wrong current passwords when changing the password (base/password), per signed-in user and per client
   * network; right ones are not counted (docs/userapi.md, "Password change").
   */
  passwordChangeUser?: Tier[];
  passwordChangeIp?: Tier[];
  /**
   * Wrong operator second-factor codes (TOTP or recovery code, /opsapi/second-factor), per account on one
   * client network, per account over all networks, and per network (docs/releases.md, "Operator sign-in").
   * Only someone who has the password reaches them; the owner on another network waits at most the
   * account tier's window.
   */
  secondFactorUserNet?: Tier[];
  secondFactorUser?: Tier[];
  secondFactorIp?: Tier[];
}

const MINUTE = 60_000;
/** How often a nickname may change in a day (docs/community.md, "Nicknames"). */
export const NICKNAME_CHANGES_PER_DAY = 3;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DEFAULT_THROTTLE: ThrottleRules = {
  passwordPhone: [
    { max: 5, windowMs: MINUTE },
    { max: 10, windowMs: 15 * MINUTE },
    { max: 20, windowMs: HOUR },
    { max: 50, windowMs: DAY },
  ],
  passwordIp: [
    { max: 20, windowMs: MINUTE },
    { max: 60, windowMs: 15 * MINUTE },
    { max: 200, windowMs: DAY },
  ],
  codeIp: [
    { max: 10, windowMs: MINUTE },
    { max: 30, windowMs: HOUR },
    { max: 100, windowMs: DAY },
  ],
  smsPhone: [
    { max: 5, windowMs: HOUR },
    { max: 10, windowMs: DAY },
  ],
  smsIp: [
    { max: 5, windowMs: MINUTE },
    { max: 20, windowMs: HOUR },
    { max: 50, windowMs: DAY },
  ],
  smsGlobal: [{ max: 10_000, windowMs: DAY }],
  ticketIp: [
    { max: 10, windowMs: 15 * MINUTE },
    { max: 50, windowMs: DAY },
  ],
  friendsUser: [
    { max: 10, windowMs: MINUTE },
    { max: 100, windowMs: DAY },
  ],
  friendsIp: [
    { max: 30, windowMs: MINUTE },
    { max: 300, windowMs: DAY },
  ],
  renderIp: [
    { max: 60, windowMs: MINUTE },
    { max: 600, windowMs: HOUR },
  ],
  // A page sends one to three beacons; an office behind one address sends many.
  healthIp: [{ max: 120, windowMs: MINUTE }],
  // A fan answering a thread writes a few in a row; a flood of 20 in 10 s is refused from the sixth.
  commentUser: [
    { max: 5, windowMs: 10_000 },
    { max: 60, windowMs: HOUR },
    { max: 300, windowMs: DAY },
  ],
  commentIp: [
    { max: 20, windowMs: 10_000 },
    { max: 600, windowMs: HOUR },
  ],
  // A fan rates the two sides' 30-odd players one tap after another, and may change a few: a match's worth
  // in a minute passes; a script scoring hundreds does not.
  ratingUser: [
    { max: 20, windowMs: 10_000 },
    { max: 300, windowMs: HOUR },
    { max: 1000, windowMs: DAY },
  ],
  ratingIp: [
    { max: 60, windowMs: 10_000 },
    { max: 3000, windowMs: HOUR },
  ],
  // A fan may try a few taken names before one is free; a name is changed a few times a day at most, so
  // nobody can take a name, post as it and drop it for another again and again.
  nicknameTryUser: [
    { max: 10, windowMs: MINUTE },
    { max: 30, windowMs: HOUR },
  ],
  nicknameTryIp: [{ max: 60, windowMs: HOUR }],
  nicknameChange: [{ max: NICKNAME_CHANGES_PER_DAY, windowMs: DAY }],
  // A fan cheering a goal sends a few lines in a row; 20 in 10 s is a flood, refused from the sixth.
  chatUser: [
    { max: 5, windowMs: 10_000 },
    { max: 20, windowMs: MINUTE },
    { max: 600, windowMs: DAY },
  ],
  // Fans behind one address (a campus, an office) share it.
  chatIp: [
    { max: 30, windowMs: 10_000 },
    { max: 1200, windowMs: HOUR },
  ],
  // A fan who forgot which password they use tries a few; a thief with a stolen session cannot guess on.
  passwordChangeUser: [
    { max: 5, windowMs: 15 * MINUTE },
    { max: 20, windowMs: DAY },
  ],
  passwordChangeIp: [{ max: 30, windowMs: HOUR }],
  // A mistyped code or two is normal. Guessing a 6-digit code (3 valid at a time) at 30 an hour, nonstop
  // and with the password already known, reaches even odds after about 320 days; the owner waits at most
  // 30 minutes on a network an attacker used, an hour elsewhere.
  secondFactorUserNet: [
    { max: 5, windowMs: 5 * MINUTE },
    { max: 10, windowMs: 30 * MINUTE },
  ],
  secondFactorUser: [{ max: 30, windowMs: HOUR }],
  secondFactorIp: [{ max: 30, windowMs: 15 * MINUTE }],
};
