import type { ModuleImage } from '@emall/contract';
import type { ReactNode } from 'react';
import { columnJump } from '../utils/jump.ts';
import { usePageScope } from './page-scope.ts';
import { useJump } from './use-jump.ts';
import styles from './image-link.module.css';
import { classList } from '../../../ui/class-list';

interface ImageLinkProps {
  image: ModuleImage;
  className?: string;
  children: ReactNode;
}

/** Wraps a module picture: tappable when its jump type leads somewhere (§2 column jumps), plain otherwise. */
export function ImageLink({ image, className, children }: ImageLinkProps) {
  const { activityCode } = usePageScope();
  const jump = useJump();
  const action = columnJump(image.jumpType, image.content, { activityCode });
  if (action.kind === 'none') return <div className={className}>{children}</div>;
  return (
    <button
      type="button"
      className={classList(styles.link, className)}
      onClick={() => jump(action)}
    >
      {children}
    </button>
  );
}
