/**
 * The calls the landing pages make before their first paint (page-management, the home's skin, the
 * visitor token, the cart badge): part of Paths (api-paths.ts), in a module of their own so that the
 * shop's entry chunk carries these five paths, not every path of the API (issue 16 item 2).
 */
export const LandingPaths = {
  pageManagement: '/hermes/v2/material/page-management',
  visitorToken: '/api/auth/visitorToken',
  pageManagementUser: '/hermes/annex/v4/material/page-management',
  materialInfo: '/v5/appMaterial/getMaterialInfo',
  cartEffectNum: '/hermes/v1/cart/effect-num',
} as const;
