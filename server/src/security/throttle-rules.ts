/** One tier: at most `max` counted events in a fixed window of `windowMs`. */
export interface Tier {
  max: number;
  windowMs: number;
}

/**
 * A budget that asks for a solved challenge (proof of work, docs/userapi.md "Throttling") once `free`
 * events have been counted in the window, instead of refusing: whoever solves it goes on.
 */
export interface ChallengeBudget {
  free: number;
  windowMs: number;
}

/**
 * What is throttled, per key (docs/userapi.md, "Throttling"). Several tiers per key make the wait grow:
 * a few tries cost a minute, more cost a quarter of an hour, then an hour, then the rest of the day.
 * A hard tier (429) only ever counts one client network (an IPv4 address or an IPv6 /64), so nobody can lock
 * someone else out; what is counted per account, phone, number prefix or for the whole service asks for a
 * challenge instead.
 */
export interface ThrottleRules {
  /** Wrong passwords (login/user/pwd) per phone from one client network, and per client network. */
  passwordPhoneNet: Tier[];
  passwordIp: Tier[];
  /** Wrong passwords per phone from every network: past `free`, a try needs a challenge or a trusted device. */
  passwordAccount: ChallengeBudget;
  /** Wrong SMS codes (login by code, password reset) per client IP; each code also dies after 5 tries. */
  codeIp: Tier[];
  /** Wrong SMS codes per phone from every network: past `free`, a try needs a challenge. */
  codeAccount: ChallengeBudget;
  /** SMS sends per client network (hard), and the free sends per phone, network and number prefix. */
  smsIp: Tier[];
  smsPhoneFree: ChallengeBudget;
  smsNetFree: ChallengeBudget;
  /** The prefix is the phone's first 7 digits (号段 and area): a script walking a number range. */
  smsPrefixFree: ChallengeBudget;
  /**
   * Sends a day for the whole service (what SMS may cost, `SMS_DAILY_CEILING`): past it, every send needs a
   * challenge and an alert is logged once; nobody is refused.
   */
  smsDailyCeiling: number;
  /** How hard a challenge is: the solver tries up to this many numbers (half on average). */
  challengeMaxNumber: number;
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
  /**
   * Page-load ids per client network (GET /opsapi/health/page; an IPv4 address, an IPv6 /64): every beacon
   * count needs one, and each counts once per app and kind, so this caps what one network adds to a canary's
   * evidence. Past it, that page load reports nothing (docs/releases.md, "Health beacons on the server").
   */
  healthPageNet?: Tier[];
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
  /** Comment likes (点赞 and its undoing) per signed-in user and per client IP (docs/community.md). */
  likeUser?: Tier[];
  likeIp?: Tier[];
  /** Reports (举报) of comments and chat lines together, per signed-in user (docs/community.md, "Reports"). */
  reportUser?: Tier[];
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
/** Reports (举报) one user may make in an hour, comments and chat lines together (docs/community.md). */
export const REPORTS_PER_HOUR = 10;
/** How often a nickname may change in a day (docs/community.md, "Nicknames"). */
export const NICKNAME_CHANGES_PER_DAY = 3;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DEFAULT_THROTTLE: ThrottleRules = {
  passwordPhoneNet: [
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
  passwordAccount: { free: 5, windowMs: DAY },
  codeIp: [
    { max: 10, windowMs: MINUTE },
    { max: 30, windowMs: HOUR },
    { max: 100, windowMs: DAY },
  ],
  codeAccount: { free: 5, windowMs: DAY },
  smsIp: [
    { max: 5, windowMs: MINUTE },
    { max: 20, windowMs: HOUR },
    { max: 50, windowMs: DAY },
  ],
  smsPhoneFree: { free: 3, windowMs: HOUR },
  smsNetFree: { free: 3, windowMs: HOUR },
  smsPrefixFree: { free: 30, windowMs: HOUR },
  smsDailyCeiling: 10_000,
  // About 25,000 SHA-256 on average: a second or two in a phone's browser, a cost per try for a script.
  challengeMaxNumber: 50_000,
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
  // One counted page load a minute per network (ten an hour): an id counts at most one load failure and one
  // render error per app, so with the analysis' defaults (50 loads, 5 points) one network alone adds at
  // most 2 of a minute's 50-odd loads, under the 3 a verdict would need.
  healthPageNet: [
    { max: 1, windowMs: MINUTE },
    { max: 10, windowMs: HOUR },
  ],
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
  // A fan reading a thread likes a few comments in a row and may take one back; a script toggling a like
  // hundreds of times a second is refused from the eleventh in 10 s.
  likeUser: [
    { max: 10, windowMs: 10_000 },
    { max: 200, windowMs: HOUR },
    { max: 1000, windowMs: DAY },
  ],
  likeIp: [
    { max: 40, windowMs: 10_000 },
    { max: 2000, windowMs: HOUR },
  ],
  // Reports wait for a moderator unless established accounts from several networks agree (report-rule.ts):
  // ten an hour is more than a fan meets, and caps what one account adds to the queue.
  reportUser: [{ max: REPORTS_PER_HOUR, windowMs: HOUR }],
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
