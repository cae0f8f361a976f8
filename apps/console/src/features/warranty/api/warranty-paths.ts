/** The claims queue's path under /console/ (menu.tsx), a claim's page below it, and the card search. */
export const WARRANTY_PATH = 'trade/warranty';
export const WARRANTY_CARDS_PATH = 'trade/warranty-cards';

export const claimPathOf = (id: string) => `/${WARRANTY_PATH}/${id}`;
