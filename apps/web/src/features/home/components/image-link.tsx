import type { ModuleImage } from '@emall/contract';
import type { ReactNode } from 'react';
import { useOpenLink } from '../../../lib/use-open-link.ts';
import { imageJumpLink } from '../utils/image-jump.ts';
import styles from './image-link.module.css';

interface ImageLinkProps {
  image: ModuleImage;
  className?: string;
  children: ReactNode;
}

/** Wraps a module picture: tappable when its jump type leads somewhere, plain otherwise. */
export function ImageLink({ image, className, children }: ImageLinkProps) {
  const openLink = useOpenLink();
  const link = imageJumpLink(image);
  if (!link) return <div className={className}>{children}</div>;
  return (
    <button
      type="button"
      className={[styles.link, className].filter(Boolean).join(' ')}
      aria-label={image.title || undefined}
      onClick={() => openLink(link)}
    >
      {children}
    </button>
  );
}
