/** The 众筹活动 page under /console/ (menu.tsx registers it); other features link to it from here. */
export const CROWDFUNDS_PATH = 'marketing/crowdfunds';
/** The page searching for one crowdfund by its number. */
export const crowdfundsPathOf = (crowdfundNo: string) => `/${CROWDFUNDS_PATH}?keyword=${encodeURIComponent(crowdfundNo)}`;
/** A crowdfund's detail page (by its goods' id). */
export const crowdfundDetailPath = (goodsId: string) => `/${CROWDFUNDS_PATH}/${encodeURIComponent(goodsId)}`;
