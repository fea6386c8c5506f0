import { useLocation } from 'react-router-dom';
import { QrCode } from '../../../ui/qr-code';
import styles from './login-dialog.module.css';

/**
 * WeChat QR connect: scan scope, redirect to /loginPage, and a state carrying the encoded full path so the
 * user returns where they were. The QR encodes the authorisation page (a stand-in on our server).
 */
export function authorizeUrl(origin: string, fullPath: string): string {
  const query = new URLSearchParams({ scope: 'snsapi_login', state: encodeURIComponent(fullPath) });
  return `${origin}/userapi/wechat/authorize?${query.toString()}`;
}

export function WechatLogin({ onBack }: { onBack: () => void }) {
  const { pathname, search } = useLocation();
  const url = authorizeUrl(window.location.origin, `${pathname}${search}`);
  return (
    <div className={styles.wechat}>
      <button type="button" className={styles.back} onClick={onBack} aria-label="返回账号登录">
        ← 返回
      </button>
      <p className={styles.wechatTitle}>微信扫码登录</p>
      <QrCode value={url} label="微信登录" size={180} />
      <p className={styles.hint}>请使用微信扫一扫，在手机上确认登录</p>
      <a className={styles.linkButton} href={url}>
        无法扫码？在本机打开授权页
      </a>
    </div>
  );
}
