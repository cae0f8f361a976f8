import { useEffect, useState } from 'react';
import styles from './qr-code.module.css';

/**
 * A QR code of `content`, drawn here as SVG (nothing leaves the phone); a blank square until it is
 * drawn. The encoder (~8 KB gzip) loads when a code is first shown, not with the order pages.
 */
export function QrCode({ content, size, label }: { content: string; size: number; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then(({ toString: qrSvg }) => qrSvg(content, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#111111', light: '#ffffff' } }))
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (live) setSrc(null);
      });
    return () => {
      live = false;
    };
  }, [content]);
  return (
    <span className={styles.box} style={{ width: size, height: size }}>
      {src ? <img className={styles.img} src={src} alt={label} width={size} height={size} /> : null}
    </span>
  );
}
