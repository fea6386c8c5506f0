import { DEMO_WECHAT_USERS } from './wechat-identities';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export interface AuthorizePageInput {
  state: string;
  redirectUri?: string;
  /** The form's token, matched against its cookie when the form is posted (cross-site.ts). */
  formToken: string;
  /** This response's CSP style nonce (server/src/security/headers.ts). */
  styleNonce: string;
}

/**
 * The stand-in for the phone's "confirm sign-in" screen of WeChat QR connect. The form targets the top
 * window, as WeChat's framed QR widget does, so when the shell shows this page in a frame the whole site
 * moves on to /loginPage?code=…&state=….
 */
export function renderAuthorizePage({
  state,
  redirectUri,
  formToken,
  styleNonce,
}: AuthorizePageInput): string {
  const choices = DEMO_WECHAT_USERS.map(
    (user, index) => `
      <label class="who">
        <input type="radio" name="openId" value="${escapeHtml(user.openId)}"${index === 0 ? ' checked' : ''}>
        <span class="face">${escapeHtml(user.nickname.slice(0, 1))}</span>
        <span><b>${escapeHtml(user.nickname)}</b><small>${
          user.linkedPhone ? `已绑定演示账号 ${user.linkedPhone}` : '首次登录将自动创建账号'
        }</small></span>
      </label>`,
  ).join('');
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>微信登录确认 - 锦城体育</title>
<style nonce="${escapeHtml(styleNonce)}">
  body { margin: 0; font: 14px/1.6 -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif; background: #ededed; color: #191919; }
  main { max-width: 360px; margin: 24px auto; padding: 24px; background: #fff; border-radius: 8px; text-align: center; }
  h1 { margin: 0 0 4px; font-size: 18px; }
  p { margin: 0 0 16px; color: #888; font-size: 13px; }
  .who { display: flex; align-items: center; gap: 12px; padding: 10px 12px; margin-bottom: 8px; border: 1px solid #e5e5e5; border-radius: 6px; text-align: left; cursor: pointer; }
  .face { width: 36px; height: 36px; border-radius: 4px; background: #07c160; color: #fff; font-size: 18px; line-height: 36px; text-align: center; }
  small { display: block; color: #888; }
  button { width: 100%; margin-top: 12px; padding: 10px; border: 0; border-radius: 6px; background: #07c160; color: #fff; font-size: 16px; cursor: pointer; }
  .note { margin-top: 16px; font-size: 12px; }
</style>
</head>
<body>
<main>
  <h1>锦城体育 申请使用你的微信账号登录</h1>
  <p>这是本地演示环境中代替“手机微信扫码确认”的页面</p>
  <form method="post" action="/userapi/wechat/authorize" target="_top">
    ${choices}
    <input type="hidden" name="state" value="${escapeHtml(state)}">
    <input type="hidden" name="form" value="${escapeHtml(formToken)}">
    ${redirectUri ? `<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">` : ''}
    <button type="submit">确认登录</button>
  </form>
  <p class="note">确认后将返回锦城体育并完成登录</p>
</main>
</body>
</html>`;
}
