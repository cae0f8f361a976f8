/** The queue's path under /console/ (menu.tsx), and an invoice's page below it. */
export const INVOICES_PATH = 'trade/invoices';

export const invoicePathOf = (id: string) => `/${INVOICES_PATH}/${id}`;
