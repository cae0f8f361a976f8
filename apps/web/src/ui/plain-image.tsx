import 'antd-mobile/es/components/image/image.css';
import { BrokenImageIcon } from 'antd-mobile/es/components/image/broken-image-icon';
import { ImageIcon } from 'antd-mobile/es/components/image/image-icon';
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

interface PlainImageProps {
  src: string;
  alt?: string;
  /** CSS pixels; the box's size before the picture is in. */
  width?: number;
  height?: number;
  className?: string;
  onClick?: () => void;
}

/**
 * antd-mobile's Image with fit cover (a grey picture mark until the picture is in, a broken one if it
 * fails) without its lazy-loading detector and the ahooks it brings: for thumbnails that are on
 * screen when their row is (uploaded photos, a case's or a claim's pictures). Give it a `key` of its
 * src where the src changes, so that the marks start again.
 */
export function PlainImage({ src, alt, width, height, className, onClick }: PlainImageProps) {
  const img = useRef<HTMLImageElement>(null);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  useEffect(() => {
    if (img.current?.complete && img.current.naturalWidth > 0) setState('loaded');
  }, []);
  const tip = (icon: ReactNode) => <div className="adm-image-tip">{icon}</div>;
  const size = {
    ...(width ? { '--width': `${width}px`, width } : {}),
    ...(height ? { '--height': `${height}px`, height } : {}),
  } as CSSProperties;
  return (
    <div className={className ? `adm-image ${className}` : 'adm-image'} style={size}>
      {state === 'failed' || !src ? (
        tip(<BrokenImageIcon />)
      ) : (
        <>
          {state === 'loading' ? tip(<ImageIcon />) : null}
          <img
            ref={img}
            className="adm-image-img"
            src={src}
            alt={alt}
            onClick={onClick}
            onLoad={() => setState('loaded')}
            onError={() => setState('failed')}
            style={{ objectFit: 'cover', display: state === 'loaded' ? 'block' : 'none' }}
          />
        </>
      )}
    </div>
  );
}
