import { brand, ColumnType, type PageConfig } from '@emall/contract';

const KEY = `${brand.storagePrefix}page_shape`;

/** A page whose first module is a top tab (§2): it is drawn as a tab bar with a page per tab. */
export function startsWithTopTab(page: PageConfig): boolean {
  const first = page.moduleList[0];
  return first?.columnType === ColumnType.topTab && first.tabs.length > 0;
}

function read(): Record<string, boolean> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

/**
 * §2: the skeleton shows while a page loads unless its first module is a top tab. That is known
 * only once it has loaded, so the last answer for the page code is remembered on the device.
 */
export function rememberPageShape(page: PageConfig): void {
  const shapes = read();
  const topTab = startsWithTopTab(page);
  if (Boolean(shapes[page.pageCode]) === topTab) return;
  if (topTab) shapes[page.pageCode] = true;
  else delete shapes[page.pageCode];
  try {
    localStorage.setItem(KEY, JSON.stringify(shapes));
  } catch {
    // storage full or blocked: the skeleton just shows next time
  }
}

export function rememberedTopTab(pageCode: string): boolean {
  return read()[pageCode] === true;
}
