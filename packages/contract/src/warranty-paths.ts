/*
 * Apart from the calls' schemas (api/warranty.ts): the shop's pages need the paths only, and a
 * module they import goes into their chunks whole (TypeBox schemas are built when it loads).
 */

/** The shopper's warranty calls (issue 18), relative to API_BASE. {id} is a card's or a claim's id. */
export const WarrantyPaths = {
  cards: '/hermes/v1/warranty/cards',
  card: '/hermes/v1/warranty/cards/:id',
  claims: '/hermes/v1/warranty/claims',
  claim: '/hermes/v1/warranty/claims/:id',
  cancel: '/hermes/v1/warranty/claims/:id/cancel',
  rate: '/hermes/v1/warranty/claims/:id/rate',
} as const;
