import { apiClient, changePassword, type SignedIn } from '@jincheng/shared';

/**
 * The console's steps before the release data (docs/releases.md, "Operator sign-in"): the server answers
 * /opsapi/releases with one of these codes until the operator changed the printed password, enrolled an
 * authenticator and passed it in this session.
 */
export const OPS_STEP = {
  passwordChange: 4031,
  enrol: 4032,
  secondFactor: 4033,
} as const;

/** Refusals the step forms show themselves (wrong code, throttled, bad input, wrong current password). */
const SHOWN = [400, 401, 403, 409, 429, 1006, 1031, 1032, 1033, 4031, 4032, 4033, 4034, 4035];

export interface Enrolment {
  secret: string;
  uri: string;
}

const post = <T>(path: string, body?: Record<string, unknown>) =>
  apiClient().post<T>(`/opsapi/second-factor${path}`, body, { json: true, handles: SHOWN });

/** The pending secret (the same one until confirmed) as text and as an otpauth:// URI for the QR code. */
export const startEnrolment = () => post<Enrolment>('/enrol');

/** The first code from the app: answers the ten recovery codes, shown once. */
export const confirmEnrolment = (code: string) => post<{ recoveryCodes: string[] }>('/confirm', { code });

/** A 6-digit code or a recovery code: this session may use the console. */
export const verifySecondFactor = (code: string) =>
  post<{ via: 'totp' | 'recovery'; recoveryCodesLeft: number }>('/verify', { code });

/** The printed password for one of the operator's own: every session ends, this one gets a new token. */
export const changeOperatorPassword = (oldPwd: string, pwd: string): Promise<SignedIn> =>
  changePassword(apiClient(), { oldPwd, pwd }, { handles: SHOWN });
