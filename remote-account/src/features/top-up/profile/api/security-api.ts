/** 修改密码 and 退出所有设备 (docs/userapi.md, "Password change and sign out everywhere"). */
import { apiClient, changePassword, logoutEverywhere, type SignedIn } from '@jincheng/shared';

/** Refusals shown under the form itself (wrong current password, same password, none set, throttled, input). */
export const PASSWORD_REFUSALS = [400, 1031, 1032, 1033, 1006] as const;

/** POST /userapi/base/update/password: this device's new session, or a RequestError with the reason. */
export const changeMyPassword = (oldPwd: string, pwd: string): Promise<SignedIn> =>
  changePassword(apiClient(), { oldPwd, pwd }, { handles: PASSWORD_REFUSALS });

/** POST /userapi/login/user/logoutAll: every session of the account ends, this one too. */
export const signOutEverywhere = () => logoutEverywhere(apiClient(), { handles: [1006] });
