/** Types of the /userapi contract (seed spec §3, §7). Server and client compile against the same file. */

/** The profile from base/info. `userImage` and `userTag` are image URLs, '' when not set. */
export interface UserInfo {
  userId: string;
  userName: string;
  userImage: string;
  /** Title-badge image shown on the avatar. */
  userTag: string;
  /** Masked, e.g. 138****0001; '' for an account made by WeChat sign-in. */
  phone: string;
  hasPassword: boolean;
  /** Epoch ms. */
  createdAt: number;
}

/** A successful sign-in. `openId` only comes from the WeChat-style login. */
export interface SignedIn {
  token: string;
  userId: string;
  /** Epoch ms after which the token is refused (code 1000). */
  expiresAt: number;
  openId?: string;
}

/**
 * The account is in its cancellation period: no token is issued. `logoutTime` (epoch ms) is when the
 * cancellation becomes final; the caller offers cancelLogout(userId, cancelTicket) to revoke it.
 */
export interface CancellationPending {
  logoutTime: number;
  userId: string;
  /** One-time proof (10 minutes) that this caller just passed the credential check; cancelLogout needs it. */
  cancelTicket: string;
  openId?: string;
}

/** cancelLogout payload: the userId and the ticket of the cancellation-period answer. */
export interface CancelLogoutInput {
  userId: string;
  ticket: string;
}

/**
 * Which providers this server has (the capabilities call). Without a configured provider the production
 * profile offers no top-up payment, SMS code or WeChat sign-in, and the screens say so.
 */
export interface Capabilities {
  /** Top-up orders can be paid. */
  pay: boolean;
  /** SMS codes can be sent (code sign-in, password reset). */
  sms: boolean;
  /** WeChat QR sign-in works. */
  wechat: boolean;
  /** The page a WeChat QR code points at ('' without WeChat); the client adds `scope` and `state`. */
  wechatAuthorizeUrl: string;
  /** The stand-ins of a demo run answer instead of real providers. */
  demo: boolean;
}

export type LoginResult = SignedIn | CancellationPending;

/**
 * A solved sign-in challenge (docs/userapi.md, "Throttling"): after a 1014 answer the client solves the
 * challenge in its `data` and sends the same call again with the solution's base64 payload as `altcha`.
 */
export interface ChallengeSolution {
  altcha?: string;
}

/**
 * The challenge of a 1014 answer, in its `data.challenge` (ALTCHA: find `number` ≤ maxnumber with
 * SHA-256(salt + number) = challenge).
 */
export interface SignInChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

export interface PasswordLogin extends ChallengeSolution {
  phone: string;
  pwd: string;
}

export interface CodeLogin extends ChallengeSolution {
  phone: string;
  code: string;
}

/** Password reset: the SMS code proves the phone; `pwd` is the new password (6–20, letters and digits). */
export interface PasswordReset extends ChallengeSolution {
  phone: string;
  code: string;
  pwd: string;
}

/**
 * base/update/password: the current password and the new one (6–20, letters and digits, as sign-up).
 * Answers a new session (SignedIn) for this device; every other session of the account ends.
 */
export interface PasswordChange {
  oldPwd: string;
  pwd: string;
}

export interface Account {
  userId: string;
  /** Coins (integer). */
  balance: number;
}

/**
 * base/update/friends payload: the complete new friends list of the signed-in user (it replaces the old
 * one). Ids are user ids as strings, at most 200, no duplicates, not the user's own id. An empty list
 * clears the friends list.
 */
export interface FriendsUpdate {
  friendIds: string[];
}

/**
 * One id of the list, in the order sent. Friendship is mutual: name and avatar only for a user who has
 * listed the caller too (`mutual`); any other id — whether or not it is an account — has them empty.
 */
export interface FriendSummary {
  userId: string;
  userName: string;
  userImage: string;
  mutual: boolean;
}

export interface FriendsList {
  friends: FriendSummary[];
}

/**
 * A top-up order's state (docs/topup.md): `pending` until the payment provider answers; `paid` once the coins
 * are credited; `closed` when the payer cancelled; `failed` when the payment failed or the order expired.
 */
export type PayState = 'pending' | 'paid' | 'closed' | 'failed';

/** Why an order ended without payment: cancelled by the payer, expired unpaid, or declined by the provider. */
export type PayCloseReason = 'cancelled' | 'expired' | 'declined';

/** The payment methods the cashier offers. */
export type PayMethod = 'wechat' | 'alipay';

export interface PayStateQuery {
  orderNo: string;
}

export interface PayStateResult {
  orderNo: string;
  state: PayState;
  /** Coins credited when paid (package coins, its bonus and any first-order benefit). */
  coins: number;
  /** The part of `coins` that is the first-order benefit; 0 when the order does not get it. */
  firstOrderBonus: number;
  /** Price in fen (1/100 yuan). */
  amountFen: number;
  payMethod: PayMethod;
  createdAt: number;
  paidAt: number | null;
  /** Epoch ms after which an unpaid order fails as expired; null for orders without a time limit. */
  expiresAt: number | null;
  /** Set when `state` is `closed` or `failed`. */
  closeReason: PayCloseReason | null;
}

export interface SmsSent {
  /** Seconds before the same phone may ask again. */
  resendAfter: number;
}
