import type { SkinData } from '@emall/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { platform } from '../../../../platform/platform.ts';
import { getHomeSkin } from '../../api/get-home-skin.ts';
import { activeSkin, type ActiveSkin } from '../../utils/skin.ts';

/** Whether the container shows seasonal skins (asked of the native bridge once; a plain browser says no). */
function useSkinEnabled(): boolean {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    let live = true;
    platform
      .isSkinEnable()
      .then((value) => {
        if (live) setEnabled(value);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return enabled;
}

/**
 * The seasonal skin of a header (§2): the page's own h5SkinData, or — for a tab header whose page
 * has none — the home skin of getMaterialInfo, asked only where the container shows skins.
 */
export function useSkin(pageSkin: SkinData | null, homeSkinFallback = false): ActiveSkin | null {
  const enabled = useSkinEnabled();
  const home = useQuery({
    queryKey: ['material', 'home-skin'],
    queryFn: ({ signal }) => getHomeSkin(signal),
    enabled: enabled && homeSkinFallback && pageSkin === null,
    staleTime: 5 * 60_000,
  });
  // eslint-disable-next-line react-hooks/purity -- the skin of the moment the header renders (§2 skin dates)
  return activeSkin(pageSkin ?? home.data ?? null, enabled, Date.now());
}
