/** The goods pages under /console/ (menu.tsx registers them). */
export const LIST_PATH = 'goods';
export const EDITOR_PATH = '/goods/edit';
export const editorPathOf = (id: string) => `${EDITOR_PATH}/${id}`;
