import { useState } from 'react';
import type { ShareChannel } from '../../config/site';
import { QrCode } from '../../ui/qr-code';
import styles from './footer.module.css';

/** One share channel: the QR code appears on hover or keyboard focus (and on tap on touch screens). */
export function ShareQr({ channel }: { channel: ShareChannel }) {
  const [shown, setShown] = useState(false);
  const panelId = `share-${channel.key}`;
  return (
    <li
      className={styles.share}
      onMouseEnter={() => setShown(true)}
      onMouseLeave={() => setShown(false)}
      onFocus={() => setShown(true)}
      onBlur={() => setShown(false)}
    >
      <button
        type="button"
        className={styles.shareButton}
        aria-expanded={shown}
        aria-controls={panelId}
        onClick={() => setShown((value) => !value)}
      >
        {channel.label}
      </button>
      <div id={panelId} className={styles.qrPanel} hidden={!shown}>
        {shown && <QrCode value={channel.url} label={channel.label} />}
        <span className={styles.qrCaption}>扫码关注{channel.label}</span>
      </div>
    </li>
  );
}
