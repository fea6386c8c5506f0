import { useRef, useState } from 'react';
import type { ShareChannel } from '../../config/site';
import { QrCode } from '../../ui/qr-code';
import styles from './footer.module.css';

/**
 * One share channel: the QR code appears on hover, on keyboard focus and on the first tap; a second tap hides
 * it. A tap also focuses the button (and fires mouseenter), so a click toggles from the state the panel had
 * when the finger went down; otherwise the focus would open it and the click close it again at once.
 */
export function ShareQr({ channel }: { channel: ShareChannel }) {
  const [shown, setShown] = useState(false);
  const shownAtPress = useRef<boolean | null>(null);
  const panelId = `share-${channel.key}`;
  const onClick = () => {
    const before = shownAtPress.current ?? shown;
    shownAtPress.current = null;
    setShown(!before);
  };
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
        onPointerDown={(event) => {
          // A mouse has already opened it by hovering: its click shows the code rather than hiding it.
          shownAtPress.current = event.pointerType === 'mouse' ? false : shown;
        }}
        onClick={onClick}
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
