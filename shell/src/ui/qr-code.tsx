import { useEffect, useState } from 'react';
import styles from './qr-code.module.css';

export interface QrCodeProps {
  value: string;
  label: string;
  size?: number;
}

/** A QR code drawn by the `qrcode` package as SVG; the package loads only when a code is first shown. */
export function QrCode({ value, label, size = 112 }: QrCodeProps) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((markup) => live && setSvg(markup))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [value]);

  if (failed)
    return (
      <span className={styles.box} style={{ width: size, height: size }}>
        {label}
      </span>
    );
  if (!svg)
    return (
      <span
        className={`${styles.box} ${styles.pending}`}
        style={{ width: size, height: size }}
        aria-busy="true"
      />
    );
  return (
    <img
      className={styles.code}
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      width={size}
      height={size}
      alt={`${label}二维码`}
    />
  );
}
