/** The queue's path under /console/ (menu.tsx), and a case's page below it. */
export const AFTER_SALES_PATH = 'trade/after-sales';

export const casePathOf = (id: string) => `/${AFTER_SALES_PATH}/${id}`;
