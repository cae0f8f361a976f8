import type { SkinData } from '@emall/contract';

/** The seasonal skin's pictures (§2): behind the whole tab header, and behind the tab bar row. */
export interface ActiveSkin {
  header: string | null;
  tabBar: string | null;
}

/** Material data types: `headerBg` fills the header, `tabBg` the tab bar; any other picture counts as the header's. */
const HEADER_TYPE = 'headerBg';
const TAB_BAR_TYPE = 'tabBg';

/**
 * The seasonal skin of the tab header (§2), or null: only when the native app reports skins
 * enabled and now is within the skin's start and end time (both inclusive), and it has a picture.
 */
export function activeSkin(skin: SkinData | null | undefined, skinEnabled: boolean, nowMs: number): ActiveSkin | null {
  if (!skin || !skinEnabled) return null;
  if (!(nowMs >= skin.startTime && nowMs <= skin.endTime)) return null;
  const pictures = skin.materialData.filter((m) => m.dataUrl.trim() !== '');
  const tabBar = pictures.find((m) => m.dataType === TAB_BAR_TYPE)?.dataUrl ?? null;
  const header = (pictures.find((m) => m.dataType === HEADER_TYPE) ?? pictures.find((m) => m.dataType !== TAB_BAR_TYPE))?.dataUrl ?? null;
  return header || tabBar ? { header, tabBar } : null;
}

/** A CSS background-image value for a picture URL. */
export function cssUrl(url: string): string {
  return `url("${url.replace(/"/g, '%22')}")`;
}
