import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { createAccounts, type Accounts } from './accounts';
import { createLoginFlow, type LoginFlow } from './login-flow';
import { tokenOf } from './sign-check';
import type { SignInGates } from './sign-in-gates';
import type { SignInGuards } from './sign-in-guards';
import type { SmsSender } from './sms/sms-sender';
import { createSmsCodes, type SmsCodes } from './sms/sms-codes';
import { createTokenStore, type TokenStore } from './tokens';
import { createUserService, type UserService } from './user-service';
import { createUsersRepo, type UsersRepo } from './users-repo';
import type { WechatProvider } from './wechat/wechat-provider';

/** Everything the /userapi routes share, built once per app. */
export interface UserDeps {
  db: Db;
  users: UsersRepo;
  tokens: TokenStore;
  accounts: Accounts;
  smsCodes: SmsCodes;
  /** null: no SMS provider (production without one) — code sign-in and reset are refused with 1012. */
  sms: SmsSender | null;
  /** null: no WeChat provider — weChatAuth is refused with 1013. */
  wechat: WechatProvider | null;
  guards: SignInGuards;
  /** The challenge side of sign-in and SMS: account, phone and service-wide counts (sign-in-gates.ts). */
  gates: SignInGates;
  login: LoginFlow;
  service: UserService;
  /** The signed-in user of this request, or the code-1000 error. */
  requireUser(request: FastifyRequest): Promise<number>;
}

export interface UserProviders {
  sms: SmsSender | null;
  wechat: WechatProvider | null;
}

export function createUserDeps(
  db: Db,
  providers: UserProviders,
  guards: SignInGuards,
  gates: SignInGates,
): UserDeps {
  const service = createUserService(db);
  const users = createUsersRepo(db);
  const tokens = createTokenStore(db);
  return {
    db,
    users,
    tokens,
    accounts: createAccounts(db),
    smsCodes: createSmsCodes(db),
    sms: providers.sms,
    wechat: providers.wechat,
    guards,
    gates,
    login: createLoginFlow(db, users, tokens),
    service,
    requireUser: (request) => service.requireUserId(tokenOf(request)),
  };
}
