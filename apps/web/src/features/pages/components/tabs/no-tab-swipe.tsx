import type { ReactNode, SyntheticEvent } from 'react';
import { usePageScope } from '../page-scope.ts';

const stop = (event: SyntheticEvent): void => event.stopPropagation();

/**
 * Around a horizontally swiping piece (carousel, crowdfund swiper, one-row scroll) inside a tab
 * pane: its drags stay its own instead of also swiping to the next tab.
 */
export function NoTabSwipe({ children, className }: { children: ReactNode; className?: string }) {
  const { inTabPane } = usePageScope();
  if (!inTabPane) return className ? <div className={className}>{children}</div> : <>{children}</>;
  return (
    <div className={className} onPointerDown={stop} onTouchStart={stop} onMouseDown={stop}>
      {children}
    </div>
  );
}
