/** The console paths of the page feature (registered in app/menu.tsx). */
export const PAGES_PATH = 'content/pages';

export function editorPath(pageCode: string): string {
  return `/${PAGES_PATH}/${encodeURIComponent(pageCode)}`;
}
