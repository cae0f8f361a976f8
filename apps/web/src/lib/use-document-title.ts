import { brand } from '@emall/contract';
import { useEffect } from 'react';

/** Sets the browser title; without one it is the brand name, §2. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title || brand.name;
  }, [title]);
}
