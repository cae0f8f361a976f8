/** Business constants and limits, shop-spec §9 (and the numbers of §2, §4, §5). */

/**
 * Plain values live here, not beside the schemas, so a page that needs a limit does not load the
 * schema library with it.
 */

/** A numeric id as the API writes it: positive, at most 15 digits so it fits a bigint column. */
export const ID_PATTERN = '^[1-9][0-9]{0,14}$';

/** China time, in which the shop's days, dates and order numbers are counted: UTC+8 all year (no daylight saving). */
export const CHINA_OFFSET_MS = 8 * 3_600_000;

/** Base path of every API call, §7. */
export const API_BASE = '/api-gateway';
/** Where the server serves the operations console (issue 14); the console's own routes live under it. */
export const CONSOLE_BASE = '/console';

export const HTTP_TIMEOUT_MS = 15_000;

export const FEED_PAGE_SIZE = 20;
export const FEED_LOAD_MORE_THRESHOLD_PX = 50;
export const SCROLL_THROTTLE_MS = 200;
export const OTHER_THROTTLE_MS = 500;
export const FEED_COLUMNS = 2;
export const FEED_GAP_PX = 12;

export const ORDER_LIST_PAGE_SIZE = 10;
/** The largest page GET /hermes/v3/orders answers. Ours. */
export const ORDER_LIST_PAGE_SIZE_MAX = 50;
export const RIGHTS_PAGE_SIZE = 10;

/** Crowdfund amounts (fen) at or above this show in 万, §9. */
export const CROWDFUND_WAN_AMOUNT_FEN = 1_000_000;
/** Crowdfund piece counts at or above this show in 万, §9. */
export const CROWDFUND_WAN_PIECES = 10_000;
export const CROWDFUND_SLIDE_SIZE = 97;

export const COUPON_CLAIM_MAX_RETRIES = 5;
export const COUPON_CLAIM_RETRY_MS = 500;
/** The coupon amount text shrinks above this many digits, §9. */
export const COUPON_AMOUNT_SHRINK_DIGITS = 3;

export const CUSTOM_EVALUE_MAX_DIGITS = 9;
/** Money is integer fen; divide by this for yuan, §9. */
export const MONEY_DIVISOR = 100;
export const MONEY_DECIMALS = 2;
export const DEFAULT_DISTRIBUTION_PROPORTION = 1;

export const SWIPER_AUTOPLAY_MS = 5_000;
export const TIMER_TICK_MS = 1_000;

export const SEARCH_HISTORY_MAX = 10;
export const CART_BADGE_MAX = 99;
export const EXPOSURE_VISIBLE_MS = 1_000;

/** App key of the shop's H5 client in the v5 request signature, §7 (the server's V5_APP_KEY by default). */
export const SHOP_APP_KEY = 'emall-h5';

export const REGISTER_SOURCE = 'e_mall';
export const THIRD_LOGIN_TYPE = 1;
export const SMS_SOURCE_TYPE = 3;
export const SMS_CODE_LENGTH = 4;
export const PHONE_LENGTH = 11;
export const SMS_RESEND_SECONDS = 59;
export const SKELETON_REMOVE_MS = 100;

export const RESERVE_THROTTLE_MS = 1_000;
export const PAGE_TITLE_MAX_CHARS = 15;
export const DEFAULT_PAGE_BG_COLOR = '#FBFBFB';

/** Session-expiry login redirect throttle, §8. */
export const LOGIN_REDIRECT_THROTTLE_MS = 300;
export const ERROR_TOAST_MS = 2_000;

/** Digits-only helper default length, §5. */
export const DIGITS_DEFAULT_MAX = 8;
/** Decimal helper defaults, §5. */
export const DECIMAL_MAX_INT_DIGITS = 5;
export const DECIMAL_MAX_FRACTION_DIGITS = 2;

/** Device-risk token is sent only within these lengths; retried once above the lower bound, §5. */
export const DEVICE_RISK_MIN_LENGTH = 1_000;
export const DEVICE_RISK_MAX_LENGTH = 3_500;

/** Default order-list page size for the v3 list, §7. */
export const DEFAULT_PAGE_SIZE = 10;

/** Business type of the shop, used by the customer-service button, §2. */
export const SHOP_SERVICE_BUSINESS_TYPE = 1002;

/** Server-side limits of ours (README, Decisions). */
export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_CODE_MAX_ATTEMPTS = 5;
export const SMS_RESEND_INTERVAL_SECONDS = 60;
export const SMS_DAILY_CAP_PER_PHONE = 10;
export const SESSION_TTL_DAYS = 30;
export const V5_SIGN_WINDOW_SECONDS = 300;
/** Search results per page unless asked otherwise (two columns of goods cards). */
export const SEARCH_PAGE_SIZE = 20;
/** Suggestions (…/search/leno) and favourites recommendations at most. */
export const SEARCH_SUGGEST_MAX = 10;
export const LOVE_RECOMMEND_MAX = 10;
/** Share records per user (or client address for a guest) per hour. */
export const SHARE_RECORDS_PER_HOUR = 60;

/**
 * Widths the image endpoint serves (`/media/{file}?w=…`, always WebP): the page asks for the
 * smallest one at least as wide as the box times the device pixel ratio.
 */
export const IMAGE_WIDTHS = [180, 360, 540, 750, 1080] as const;
export const MEDIA_BASE = '/media';

/** Fen that one E-value point is worth when it offsets cash (README, Decisions): 10 E值 = ¥1. */
export const EXCHANGE_PROPORTION = 10;

// Address book and stores.
/** The most addresses one user keeps. */
export const ADDRESS_BOOK_MAX = 20;
export const ADDRESS_NAME_MAX = 25;
export const ADDRESS_DETAIL_MIN = 2;
export const ADDRESS_DETAIL_MAX = 100;
/** The most stores GET /hermes/v1/geo/reGeoAndList answers, nearest first. */
export const NEARBY_STORES_MAX = 20;

// Cart.
/** The most distinct lines one cart holds; adding one more is refused (CART_FULL). */
export const CART_MAX_ITEMS = 200;
/** The most pieces of one line. */
export const CART_MAX_NUM = 999;

// Uploads.
/** Largest accepted upload, bytes. */
export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
/** Uploads are kept at most this wide (and as WebP). */
export const UPLOAD_MAX_WIDTH = 1080;

// Checkout.
/** A VIN: 17 characters, digits and capitals without I, O and Q. */
export const VIN_PATTERN = '^[A-HJ-NPR-Z0-9]{17}$';
/** Carriage of a parcel (fen) and the goods amount from which it is free; store pickup and virtual goods never pay it. Ours. */
export const CARRIAGE_FEN = 800;
export const FREE_CARRIAGE_FROM_FEN = 9_900;
/** Fen of cash paid per E-value point earned (§5 distributionProportion): 1 E值 per ¥1. Ours. */
export const DISTRIBUTION_PROPORTION = 100;
/** How long an unpaid order holds its stock, E-value and coupon. Ours. */
export const PAY_TIMEOUT_MINUTES = 30;
export const ORDER_REMARK_MAX = 200;

// Payment.
/** An order number: 'YC' + the China date yyyymmdd + 12 digits. */
export const ORDER_NO_PATTERN = '^YC[0-9]{20}$';
/** The {id} of the pay calls (pay-way, pay-countdown, trade/result, orders/pay-result): an orderNo or an order id. */
export const ORDER_REF_PATTERN = '^(YC[0-9]{20}|[1-9][0-9]{0,14})$';
/** Our payment record (§3 cashFlowNo): 'CF' + 20 digits. */
export const CASH_FLOW_NO_PATTERN = '^CF[0-9]{20}$';
/** What a channel is told and notifies back (out_trade_no): 'PT' + 20 digits, one per payment attempt. */
export const OUT_TRADE_NO_PATTERN = '^PT[0-9]{20}$';
/** A refund number we give a channel (out_refund_no): RF + China date + 12 digits. */
export const OUT_REFUND_NO_PATTERN = '^RF[0-9]{20}$';
/** The longest §3 frontData (a JSON text with resultUrl) a cashier may store. */
export const FRONT_DATA_MAX = 2_000;

// Reviews (ours).
/** Stars of a review: 1 to this. */
export const REVIEW_RATING_MAX = 5;
/** Characters of a review's text (code points, as counted by reviewTextLength). */
export const REVIEW_CONTENT_MAX = 500;
/** Pictures of one review, and the longest picture url accepted. */
export const REVIEW_PICTURES_MAX = 6;
export const REVIEW_PICTURE_URL_MAX = 200;
/** A goods' reviews per page by default, and at most. */
export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_PAGE_SIZE_MAX = 20;
/** The latest reviews a product page shows. */
export const REVIEW_PREVIEW_SIZE = 2;
/** E-value a review earns, once per order line (GET /api/evaluation/pointShow/2/1 shows it). */
export const REVIEW_REWARD_EVALUE = 20;
