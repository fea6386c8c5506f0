import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { QrCode } from '../../../ui/qr-code';
import { useCapabilities } from '../capabilities';
import { Agreement, requireAgreement, type AgreementState } from './agreement';
import styles from './login-dialog.module.css';
import notes from './provider-notes.module.css';

/**
 * WeChat QR connect: scan scope, redirect to /loginPage, and a state carrying the encoded full path so the
 * user returns where they were. The QR encodes the provider's authorisation page (the capabilities call
 * names it; a stand-in on our server in a demo run).
 */
export function authorizeUrl(origin: string, fullPath: string, page = '/userapi/wechat/authorize'): string {
  const url = new URL(page, origin);
  url.searchParams.set('scope', 'snsapi_login');
  url.searchParams.set('state', encodeURIComponent(fullPath));
  return url.toString();
}

export interface WechatLoginProps extends AgreementState {
  onBack: () => void;
}

/**
 * The scan signs in on another device, so the agreement is asked for before the code is shown at all: until
 * the box is ticked the QR's place says what to do, and the same-device link has no address (marked
 * unavailable, described by that text) and warns when used.
 */
export function WechatLogin({ agreed, onAgree, onBack }: WechatLoginProps) {
  const { pathname, search } = useLocation();
  const lockedId = useId();
  const { wechat, wechatAuthorizeUrl } = useCapabilities();
  const url = authorizeUrl(window.location.origin, `${pathname}${search}`, wechatAuthorizeUrl || undefined);
  return (
    <div className={styles.wechat}>
      <button type="button" className={styles.back} onClick={onBack} aria-label="返回账号登录">
        ← 返回
      </button>
      <p className={styles.wechatTitle}>微信扫码登录</p>
      {wechat ? (
        <>
          {agreed ? (
            <QrCode value={url} label="微信登录" size={180} />
          ) : (
            <p id={lockedId} className={styles.qrLocked} data-testid="wechat-qr-locked">
              请先阅读并勾选下方的用户协议和隐私政策，二维码随即显示
            </p>
          )}
          <p className={styles.hint}>请使用微信扫一扫，在手机上确认登录</p>
          {agreed ? (
            <a className={styles.linkButton} href={url}>
              无法扫码？在本机打开授权页
            </a>
          ) : (
            // No address until the box is ticked: nothing to open, copy or middle-click past the agreement.
            // Still focusable and announced as unavailable, with the reason as its description.
            <a
              className={styles.linkButton}
              role="link"
              tabIndex={0}
              aria-disabled="true"
              aria-describedby={lockedId}
              data-testid="wechat-local-locked"
              onClick={(event) => {
                event.preventDefault();
                requireAgreement(false);
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                requireAgreement(false);
              }}
            >
              无法扫码？在本机打开授权页
            </a>
          )}
          <Agreement checked={agreed} onChange={onAgree} />
        </>
      ) : (
        <div className={notes.closed} role="note">
          <p className={notes.closedTitle}>微信登录暂未开放</p>
          <p className={styles.hint}>请返回使用手机号和密码登录。</p>
        </div>
      )}
    </div>
  );
}
