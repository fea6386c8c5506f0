import type { CallOptions, RequestClient } from '../../request';
import type {
  Account,
  CancelLogoutInput,
  CancellationPending,
  Capabilities,
  CodeLogin,
  FriendsList,
  FriendsUpdate,
  LoginResult,
  PasswordChange,
  PasswordLogin,
  PasswordReset,
  PayStateQuery,
  PayStateResult,
  SignedIn,
  SmsSent,
  UserInfo,
} from './types';

/** One function per /userapi call (seed spec §7); JSON where the spec says so, multipart form otherwise. */
export const USER_API = {
  loginByPassword: '/userapi/login/user/pwd',
  loginByCode: '/userapi/login/user/code',
  weChatAuth: '/userapi/login/user/weChatAuth',
  forget: '/userapi/login/user/forget',
  sendSms: '/userapi/msm/send',
  info: '/userapi/base/info',
  updateFriends: '/userapi/base/update/friends',
  account: '/userapi/base/user/acct',
  cancelLogout: '/userapi/login/user/cancelLogout',
  logout: '/userapi/login/user/logout',
  logoutAll: '/userapi/login/user/logoutAll',
  changePassword: '/userapi/base/update/password',
  capabilities: '/userapi/capabilities',
  payState: '/userapi/pay/query/state',
} as const;

/** The `type` the WeChat-style auth call carries (QR connect on the web). */
export const WECHAT_AUTH_TYPE = 2;

/** What a sign-in or SMS call may add: the codes its screen handles itself (1014, the challenge). */
type ChallengeCall = Pick<CallOptions, 'handles'>;

export const loginByPassword = (client: RequestClient, body: PasswordLogin, options: ChallengeCall = {}) =>
  client.post<LoginResult>(USER_API.loginByPassword, { ...body }, { ...options, json: true });

export const loginByCode = (client: RequestClient, body: CodeLogin, options: ChallengeCall = {}) =>
  client.post<LoginResult>(USER_API.loginByCode, { ...body }, { ...options, json: true });

/** Exchanges the one-time code /loginPage received for a session. */
export const loginByWeChat = (client: RequestClient, code: string) =>
  client.post<LoginResult>(USER_API.weChatAuth, { code, type: WECHAT_AUTH_TYPE });

export const resetPassword = (client: RequestClient, body: PasswordReset, options: ChallengeCall = {}) =>
  client.post<LoginResult>(USER_API.forget, { ...body }, { ...options, json: true });

/** `altcha`: a solved challenge, after a 1014 answer. */
export const sendSmsCode = (
  client: RequestClient,
  phone: string,
  altcha?: string,
  options: ChallengeCall = {},
) =>
  client.post<SmsSent>(USER_API.sendSms, altcha ? { phone, altcha } : { phone }, { ...options, json: true });

export const fetchUserInfo = (client: RequestClient) => client.post<UserInfo>(USER_API.info);

export const updateFriends = (client: RequestClient, body: FriendsUpdate) =>
  client.post<FriendsList>(USER_API.updateFriends, { ...body }, { json: true });

export const fetchAccount = (client: RequestClient) => client.post<Account>(USER_API.account);

/**
 * Revokes the cancellation of an account that just signed in with credentials; answers a session. `ticket`
 * is the `cancelTicket` of that sign-in's answer.
 */
export const cancelLogout = (client: RequestClient, userId: string, ticket: string) => {
  const body: CancelLogoutInput = { userId, ticket };
  return client.post<SignedIn>(USER_API.cancelLogout, { ...body });
};

/** Ends this session on the server (the token stops working at once). */
export const logoutSession = (client: RequestClient) => client.post<null>(USER_API.logout);

/** Ends every session of the account, this one included (退出所有设备). */
export const logoutEverywhere = (client: RequestClient, options: CallOptions = {}) =>
  client.post<{ sessions: number }>(USER_API.logoutAll, undefined, options);

/**
 * Changes the password (the current one is required); answers a new token for this device, as every
 * session of the account (this one too) ends.
 */
export const changePassword = (client: RequestClient, body: PasswordChange, options: CallOptions = {}) =>
  client.post<SignedIn>(USER_API.changePassword, { ...body }, { json: true, ...options });

/** Which of pay, SMS and WeChat this server can offer. */
export const fetchCapabilities = (client: RequestClient) => client.post<Capabilities>(USER_API.capabilities);

export const queryPayState = (client: RequestClient, body: PayStateQuery) =>
  client.post<PayStateResult>(USER_API.payState, { ...body });

export function isCancellationPending(result: LoginResult): result is CancellationPending {
  return 'logoutTime' in result && typeof result.logoutTime === 'number';
}

/** Seed spec §4: a login answer with logoutTime is a rejection carrying logoutTime and userId. */
export class AccountCancellationError extends Error {
  readonly logoutTime: number;
  readonly userId: string;
  readonly cancelTicket: string;

  constructor(pending: CancellationPending) {
    super('账号处于注销冷静期');
    this.name = 'AccountCancellationError';
    this.logoutTime = pending.logoutTime;
    this.userId = pending.userId;
    this.cancelTicket = pending.cancelTicket;
  }
}

/** Returns the session or throws AccountCancellationError so the caller can offer cancelLogout. */
export function requireSignedIn(result: LoginResult): SignedIn {
  if (isCancellationPending(result)) throw new AccountCancellationError(result);
  return result;
}
