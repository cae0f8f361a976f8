import { ClientErrorCode } from './client-error-codes.ts';

/**
 * Every error code the API answers with (its Chinese message and HTTP status: error-info.ts).
 * The spec fixes -9999, 9999, 10, 17004 and 100027 (§8); the rest are ours (README, Decisions):
 * 4xxxx for requests the client must change, 5xxxx for faults of ours.
 */
export const ErrorCode = {
  ...ClientErrorCode,
  /** Coupon claim still in progress: retry after 500 ms, §4. */
  COUPON_CLAIM_BUSY: 10,
  /** Not enough E-value to exchange a card, §4. */
  EVALUE_NOT_ENOUGH: 17004,
  /** The goods has no SKU, §8. */
  GOODS_SKU_EMPTY: 100027,

  PHONE_INVALID: 40001,
  CODE_INVALID: 40002,
  SMS_TOO_FREQUENT: 40003,
  SMS_DAILY_LIMIT: 40004,
  CODE_WRONG: 40005,
  CODE_EXPIRED: 40006,
  SIGNATURE_INVALID: 40007,
  REGISTER_SOURCE_INVALID: 40008,
  THIRD_CODE_INVALID: 40009,
  BIND_TICKET_INVALID: 40010,
  OPENID_ALREADY_BOUND: 40011,
  URL_NOT_ALLOWED: 40012,
  UPLOAD_TYPE_INVALID: 40013,
  UPLOAD_NOT_IMAGE: 40014,
  /** A video upload (warrantyVideo) that is not MP4, MOV or WebM, or above WARRANTY_VIDEO_MAX_BYTES. */
  UPLOAD_NOT_VIDEO: 40015,
  UPLOAD_VIDEO_TOO_LARGE: 40016,
  /** Coupon and card outcomes (§4): business results, answered with HTTP 200 like 17004. */
  COUPON_SOLD_OUT: 40020,
  COUPON_LIMIT: 40021,
  COUPON_EXPIRED: 40022,
  COUPON_NOT_STARTED: 40023,
  CARD_SOLD_OUT: 40024,
  CARD_LIMIT: 40025,
  CARD_EXPIRED: 40026,
  CARD_NOT_STARTED: 40027,
  RIGHT_USED: 40028,
  RIGHT_EXPIRED: 40029,
  /** A type-specific goods call asked for a goods of another kind (e.g. a boutique goods on the flow call). */
  GOODS_KIND_MISMATCH: 40030,
  /** A crowdfund reservation outside its preheat: a business outcome, HTTP 200 like 40020. */
  CROWDFUND_NOT_RESERVABLE: 40031,
  /** A pool its operators stopped: claims and exchanges refused (HTTP 200 like 40020) until they start it again. */
  COUPON_STOPPED: 40032,
  CARD_STOPPED: 40033,
  /** Cart and purchase outcomes: business results (HTTP 200) the page explains; 40040 is a client mistake. */
  CART_NOT_CARTABLE: 40040,
  STOCK_SHORT: 40041,
  PURCHASE_LIMIT: 40042,
  GOODS_OFF_SHELF: 40043,
  ACTIVITY_ENDED: 40044,
  CART_FULL: 40045,
  /** Buyer rules of §6, enforced again on the server. */
  GOODS_NOT_ALLOWED: 40046,
  OWNER_UPGRADE_REQUIRED: 40047,
  /** Checkout and address book (issue 7). Business outcomes answer HTTP 200; malformed choices 400. */
  ADDRESS_REQUIRED: 40050,
  ADDRESS_REGION_INVALID: 40051,
  ADDRESS_NAME_INVALID: 40052,
  ADDRESS_DETAIL_INVALID: 40053,
  ADDRESS_BOOK_FULL: 40054,
  STORE_REQUIRED: 40055,
  DELIVERY_NOT_SUPPORTED: 40056,
  COUPON_NOT_APPLICABLE: 40057,
  EVALUE_OUT_OF_RANGE: 40058,
  ORDER_EVALUE_SHORT: 40059,
  VIN_REQUIRED: 40060,
  IDEMPOTENCY_KEY_REQUIRED: 40062,
  IDEMPOTENCY_KEY_REUSED: 40063,
  ORDER_LINES_INVALID: 40064,
  ORDER_KINDS_MIXED: 40065,
  /** points/submit and point-orders take E-value-only goods. */
  POINTS_ORDER_NEEDS_CASH: 40066,
  /** Reverse geocoding and nearby stores (issue 7): a point outside mainland China is a business outcome; a point off the globe a mistake. */
  GEO_OUT_OF_AREA: 40070,
  GEO_LNGLAT_INVALID: 40071,
  /** Payment (issue 8). The order's state refuses a payment: business outcomes the cashier explains (HTTP 200). */
  ORDER_NOT_PAYABLE: 40080,
  ORDER_CLOSED: 40081,
  ORDER_ALREADY_PAID: 40082,
  PAY_CHANNEL_UNAVAILABLE: 40083,
  /** A channel notification whose amount is not the order's cash due: refused and logged. */
  PAY_AMOUNT_MISMATCH: 40084,
  /** A channel notification whose signature does not verify (forged or altered): refused, nothing written. */
  PAY_SIGNATURE_INVALID: 40085,
  /** frontData that is not a JSON object with a resultUrl of this site. */
  PAY_FRONT_DATA_INVALID: 40086,
  /** Order list, detail and actions (issue 8): an action the order's status does not offer now (it changed since the page loaded). */
  ORDER_ACTION_NOT_ALLOWED: 40090,
  /** The pickup voucher of an order not picked up at a store, or not paid yet. */
  VOUCHER_UNAVAILABLE: 40091,
  /** The sandbox store redeeming a voucher already used. */
  VOUCHER_USED: 40092,
  /** Reviews (issue 5). Business outcomes (HTTP 200): an order not paid or no longer open, a line reviewed already or refunded whole (40124, issue 15). */
  REVIEW_NOT_ALLOWED: 40120,
  REVIEW_EXISTS: 40121,
  /** A picture that is not one of the user's own review uploads. */
  REVIEW_PICTURE_INVALID: 40122,
  /** A review text of spaces only. */
  REVIEW_CONTENT_INVALID: 40123,
  REVIEW_LINE_REFUNDED: 40124,
  /** Goods editing in the console (issue 14): a goods the rules refuse; nothing is written. */
  GOODS_SKU_REQUIRED: 40150,
  SKU_CODE_DUPLICATE: 40151,
  SKU_SPEC_MISMATCH: 40152,
  SKU_SPEC_DUPLICATE: 40153,
  GOODS_PRICE_INVALID: 40154,
  GOODS_DEDUCT_INVALID: 40155,
  GOODS_LIMIT_INVALID: 40156,
  GOODS_KIND_INVALID: 40157,
  GOODS_PICTURE_REQUIRED: 40158,
  SKU_REMOVE_NOT_ALLOWED: 40159,
  GOODS_SPEC_INVALID: 40160,
  /** A stock adjustment of 0, or one that would take the stock below 0 (orders may have taken it meanwhile). */
  STOCK_ADJUST_INVALID: 40161,
  STOCK_ADJUST_BELOW_ZERO: 40162,
  /** After-sales (issue 15): business outcomes (HTTP 200) the apply pages explain; bad pieces are a client mistake. */
  AFTER_SALES_ORDER_NOT_REFUNDABLE: 40130,
  AFTER_SALES_TYPE_NOT_ALLOWED: 40131,
  AFTER_SALES_REASON_NOT_ALLOWED: 40132,
  AFTER_SALES_WINDOW_PASSED: 40133,
  AFTER_SALES_GOODS_EXCLUDED: 40134,
  AFTER_SALES_VIRTUAL_USED: 40135,
  AFTER_SALES_PIECES_INVALID: 40136,
  AFTER_SALES_PIECES_EXCEED: 40137,
  /** A case action its status does not allow now (another operator, the shopper or the clock moved it first). */
  AFTER_SALES_ACTION_NOT_ALLOWED: 40138,
  /** A photo that is not one of the shopper's own after-sales uploads. */
  AFTER_SALES_PHOTO_INVALID: 40139,
  /** Marketing in the console (issue 14): pool and crowdfund terms an operator typed that the rules refuse. */
  POOL_REDUCTION_INVALID: 40170,
  POOL_DISCOUNT_INVALID: 40171,
  MARKETING_WINDOW_INVALID: 40172,
  POOL_STOCK_BELOW_CLAIMED: 40173,
  POOL_TERMS_LOCKED: 40174,
  POOL_EPRICE_INVALID: 40175,
  POOL_LIMIT_INVALID: 40176,
  CROWDFUND_TARGET_INVALID: 40177,
  CROWDFUND_TERMS_LOCKED: 40178,
  CROWDFUND_GOODS_TAKEN: 40179,
  CROWDFUND_STATUS_INVALID: 40180,
  /** 结束众筹 on a crowdfund that has not started (a draft, or in preheat): there is nothing to settle yet. */
  CROWDFUND_NOT_STARTED: 40181,
  /** Page editor (issue 14): a draft breaking a page-editing rule; the message names the module and the rule. */
  PAGE_DRAFT_INVALID: 40140,
  PAGE_CODE_TAKEN: 40141,
  PAGE_BIZ_TYPE_TAKEN: 40142,
  /** A page preview token that is unknown, expired or of another page: the shop shows the published page no more than it shows the draft. */
  PAGE_PREVIEW_INVALID: 40143,
  ARTICLE_BODY_EMPTY: 40144,
  AGREEMENT_CONTENT_EMPTY: 40145,
  AGREEMENT_VERSION_TAKEN: 40146,
  /** Invoices (issue 17): an order that may not be invoiced (spec §8 暂无法开票), a title the rules refuse. */
  INVOICE_NOT_AVAILABLE: 40190,
  INVOICE_TAX_NO_INVALID: 40191,
  INVOICE_TITLE_INVALID: 40192,
  INVOICE_EMAIL_INVALID: 40193,
  INVOICE_SPECIAL_COMPANY_ONLY: 40194,
  INVOICE_SPECIAL_DETAILS_REQUIRED: 40195,
  INVOICE_ADDRESS_REQUIRED: 40196,
  /** An invoice action its state does not allow now (finance, a refund or the shopper moved it first). */
  INVOICE_ACTION_NOT_ALLOWED: 40197,
  /** An invoicing provider's callback whose signature does not verify over its body. */
  INVOICE_SIGNATURE_INVALID: 40198,
  /**
   * Warranty (issue 18): a claim the card refuses (out of period, voided: business outcomes, HTTP 200),
   * a fault already claimed and still open, a move the claim's status does not allow now.
   */
  WARRANTY_OUT_OF_PERIOD: 40200,
  WARRANTY_CARD_VOIDED: 40201,
  WARRANTY_CLAIM_OPEN: 40202,
  WARRANTY_ACTION_NOT_ALLOWED: 40203,
  /** A preferred date not from tomorrow to WARRANTY_PREFERRED_DAYS_MAX days ahead. */
  WARRANTY_DATE_INVALID: 40204,
  /** An appointment (service's) not in the future or more than WARRANTY_PREFERRED_DAYS_MAX days ahead. */
  WARRANTY_APPOINTMENT_INVALID: 40205,
  /** Photos or a video that are not the shopper's own warranty uploads, or both photos and a video. */
  WARRANTY_MEDIA_INVALID: 40206,
  WARRANTY_ALREADY_RATED: 40207,
  /** A VIN transfer the card refuses: not bound to a car, not active, or with an open claim. */
  WARRANTY_TRANSFER_NOT_ALLOWED: 40208,
  /** A VIN transfer to a car that is not the card owner's (the cars module). */
  WARRANTY_VIN_NOT_OWNERS: 40209,
  /** The console's 后台任务: 重试 on a job that has not failed (it is waiting, running or done). */
  JOB_NOT_FAILED: 40210,
  /** The console's 对账: a day that is not over yet (China time) or older than RECONCILIATION_DAYS_KEPT, or no calendar day. */
  RECONCILIATION_DAY_INVALID: 40211,
  /** The console's 对账: 标记已处理 on a mismatch already handled. */
  RECONCILIATION_MISMATCH_HANDLED: 40212,
  /** The console's 对账: a channel whose bill is not compared here (not a configured acquirer of PAY_PROVIDER). */
  RECONCILIATION_CHANNEL_INVALID: 40213,
  /** A VIN registered to another account. */
  VIN_NOT_OWNED: 40300,
  /**
   * The console's sign-in and accounts (issue 14). ADMIN_NOT_SIGNED_IN sends the console to its
   * sign-in page; a wrong username and a wrong password share ADMIN_CREDENTIALS_WRONG.
   */
  ADMIN_NOT_SIGNED_IN: 46001,
  ADMIN_FORBIDDEN: 46003,
  ADMIN_CREDENTIALS_WRONG: 46010,
  ADMIN_ACCOUNT_LOCKED: 46011,
  ADMIN_PASSWORD_CHANGE_REQUIRED: 46012,
  ADMIN_CSRF_INVALID: 46013,
  ADMIN_PASSWORD_WEAK: 46014,
  ADMIN_OLD_PASSWORD_WRONG: 46015,
  ADMIN_PASSWORD_UNCHANGED: 46016,
  /** Only told to a caller who gave the right password: it reveals nothing to a guesser. */
  ADMIN_ACCOUNT_DISABLED: 46017,
  ADMIN_USERNAME_INVALID: 46020,
  ADMIN_USERNAME_TAKEN: 46021,
  ADMIN_OPERATOR_NOT_FOUND: 46022,
  ADMIN_DISPLAY_NAME_INVALID: 46023,
  /** An operator disabling itself or taking its own 超级管理员 away: the console would lose its last door. */
  ADMIN_SELF_LOCKOUT: 46024,
  NOT_FOUND: 40400,
  AGREEMENT_NOT_FOUND: 40403,
  GOODS_NOT_FOUND: 40401,
  COUPON_NOT_FOUND: 40404,
  CARD_NOT_FOUND: 40405,
  /** An unknown right, or one of another user: the same answer, so ids cannot be probed. */
  RIGHT_NOT_FOUND: 40406,
  VIN_NOT_FOUND: 40407,
  CROWDFUND_NOT_FOUND: 40408,
  /** An unknown cart line, or one of another user: the same answer. */
  CART_ITEM_NOT_FOUND: 40409,
  SKU_NOT_FOUND: 40410,
  ADDRESS_NOT_FOUND: 40411,
  STORE_NOT_FOUND: 40412,
  ORDER_NOT_FOUND: 40413,
  /** A notification for an out_trade_no we never issued. (A user's unknown or foreign cashFlowNo answers ORDER_NOT_FOUND.) */
  PAY_FLOW_NOT_FOUND: 40414,
  /** A refund notification for an out_refund_no we never issued (or of another channel). */
  REFUND_NOT_FOUND: 40418,
  /** No bank-transfer trade order for this order yet (GET …/getOrCreate makes one). */
  TRANSFER_NOT_FOUND: 40415,
  /** An order with no parcel (yet), or an express number not of the user's orders: the same answer. */
  LOGISTICS_NOT_FOUND: 40416,
  VOUCHER_NOT_FOUND: 40417,
  /** An unknown review (wants). */
  REVIEW_NOT_FOUND: 40420,
  /** A line that is not of the order named (reviews). */
  ORDER_LINE_NOT_FOUND: 40421,
  /** An unknown PGC article, or a draft: the same answer. */
  ARTICLE_NOT_FOUND: 40422,
  /** The console: an unknown coupon or card pool (any kind). */
  POOL_NOT_FOUND: 40430,
  /** The console: an unknown shopper (用户管理). */
  USER_NOT_FOUND: 40431,
  /** The console's 后台任务: an unknown background job (or one deleted after its days were up). */
  JOB_NOT_FOUND: 40432,
  /** The console's 对账: an unknown mismatch (or one replaced by a re-run of its day). */
  RECONCILIATION_MISMATCH_NOT_FOUND: 40434,
  PAGE_VERSION_NOT_FOUND: 40423,
  /** An after-sales case that does not exist or is another user's (never told apart). */
  AFTER_SALES_CASE_NOT_FOUND: 40424,
  /** An invoice that does not exist or is another user's (never told apart). */
  INVOICE_NOT_FOUND: 40425,
  /** A warranty card or claim that does not exist or is another user's (never told apart). */
  WARRANTY_CARD_NOT_FOUND: 40426,
  WARRANTY_CLAIM_NOT_FOUND: 40427,
  /** An in-shop message that does not exist or is another user's (never told apart). */
  MESSAGE_NOT_FOUND: 40433,
  METHOD_NOT_ALLOWED: 40500,
  PAYLOAD_TOO_LARGE: 41300,
  UNSUPPORTED_MEDIA_TYPE: 41500,
  TOO_MANY_REQUESTS: 42900,
  INTERNAL: 50000,
  UNAVAILABLE: 50300,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
