import { CardType, ColumnJumpType, GoodsType, HomeRoute, RightsPoolKind, RightsType } from '@emall/contract';
import type { PictureSpec } from './pictures.ts';

const DAY_MS = 86_400_000;

/**
 * Demo coupon pools and rights cards: every coupon state a module can show (claimable, 3 left,
 * sold out, expired, not started), coupon cards a user holds and uses, and exchange cards at
 * 0, 100 and 5000 E-value (more than the ordinary demo user's 200).
 */
export interface SeedPool {
  key: string;
  kind: (typeof RightsPoolKind)[keyof typeof RightsPoolKind];
  marketingNo: string;
  poolName: string;
  cardName: string;
  cardType: (typeof CardType)[keyof typeof CardType];
  eachReductionFen?: number;
  discountRatio?: number;
  useConditionFen?: number;
  goodsType?: number;
  /** Days from seeding the claim window opens and closes. */
  fromDays: number;
  toDays: number;
  validDaysAfterClaim?: number;
  stockTotal: number;
  stockLeft?: number;
  perUserLimit: number;
  eprice?: number;
  desc: string;
  advertise?: boolean;
  /** Where 去使用 goes. */
  useJumpUrl: string;
  palette: readonly [string, string];
  ink: string;
}

const winter = 'MKT-2026-WINTER';
const service = 'MKT-2026-SERVICE';
const exchange = 'MKT-2026-EVALUE';

export const seedPools: SeedPool[] = [
  {
    key: 'welcome',
    kind: RightsPoolKind.coupon,
    marketingNo: winter,
    poolName: '冬季焕新季',
    cardName: '新人专享券',
    cardType: CardType.enoughLess,
    eachReductionFen: 2_000,
    useConditionFen: 19_900,
    fromDays: -1,
    toDays: 30,
    stockTotal: 1_000,
    perUserLimit: 1,
    desc: '全场精品满199元可用，每人限领1张',
    advertise: true,
    useJumpUrl: HomeRoute.shop,
    palette: ['#FDECEC', '#F5B5B5'],
    ink: '#CF1322',
  },
  {
    key: 'three-left',
    kind: RightsPoolKind.coupon,
    marketingNo: winter,
    poolName: '冬季焕新季',
    cardName: '精品满减券',
    cardType: CardType.enoughLess,
    eachReductionFen: 5_000,
    useConditionFen: 50_000,
    goodsType: GoodsType.shop,
    fromDays: -1,
    toDays: 30,
    stockTotal: 40,
    stockLeft: 3,
    perUserLimit: 1,
    desc: '精品商品满500元减50元，仅剩最后几张',
    advertise: true,
    useJumpUrl: HomeRoute.shop,
    palette: ['#FDF1E6', '#F3C79C'],
    ink: '#B4532A',
  },
  {
    key: 'sold-out',
    kind: RightsPoolKind.coupon,
    marketingNo: winter,
    poolName: '冬季焕新季',
    cardName: '限量免单券',
    cardType: CardType.deduct,
    eachReductionFen: 3_000,
    fromDays: -1,
    toDays: 30,
    stockTotal: 40,
    stockLeft: 0,
    perUserLimit: 1,
    desc: '无门槛立减30元，限量40张',
    useJumpUrl: HomeRoute.shop,
    palette: ['#F2F2F2', '#D9D9D9'],
    ink: '#777777',
  },
  {
    key: 'expired',
    kind: RightsPoolKind.coupon,
    marketingNo: 'MKT-2026-DOUBLE12',
    poolName: '双十二狂欢',
    cardName: '双十二折扣券',
    cardType: CardType.enoughDiscount,
    discountRatio: 85,
    useConditionFen: 30_000,
    fromDays: -40,
    toDays: -1,
    stockTotal: 500,
    stockLeft: 470,
    perUserLimit: 1,
    desc: '满300元享8.5折，活动已结束',
    useJumpUrl: HomeRoute.shop,
    palette: ['#EEF1F4', '#C7D0DA'],
    ink: '#3D4F63',
  },
  {
    key: 'not-started',
    kind: RightsPoolKind.coupon,
    marketingNo: 'MKT-2027-SPRING',
    poolName: '新春预热',
    cardName: '新春预热券',
    cardType: CardType.enoughLess,
    eachReductionFen: 10_000,
    useConditionFen: 100_000,
    fromDays: 3,
    toDays: 33,
    stockTotal: 500,
    perUserLimit: 1,
    desc: '满1000元减100元，3天后开抢',
    useJumpUrl: HomeRoute.shop,
    palette: ['#FBEFE6', '#F0C9A8'],
    ink: '#A8262B',
  },
  {
    key: 'wash-voucher',
    kind: RightsPoolKind.coupon,
    marketingNo: service,
    poolName: '车主服务季',
    cardName: '精致洗车抵扣券',
    cardType: CardType.deduct,
    eachReductionFen: 3_000,
    fromDays: -1,
    toDays: 60,
    validDaysAfterClaim: 30,
    stockTotal: 2_000,
    perUserLimit: 2,
    desc: '合作门店精致洗车一次，到店出示即可使用',
    useJumpUrl: HomeRoute.shop,
    palette: ['#E6F5F7', '#B0DEE5'],
    ink: '#137080',
  },
  {
    key: 'attachment-discount',
    kind: RightsPoolKind.coupon,
    marketingNo: service,
    poolName: '车主服务季',
    cardName: '配件9折券',
    cardType: CardType.enoughDiscount,
    discountRatio: 90,
    goodsType: GoodsType.attachment,
    fromDays: -1,
    toDays: 60,
    validDaysAfterClaim: 7,
    stockTotal: 2_000,
    perUserLimit: 2,
    desc: '原厂配件与家充9折，领取后7天内有效',
    advertise: true,
    useJumpUrl: HomeRoute.attachment,
    palette: ['#E8F0FB', '#B7CDEE'],
    ink: '#1D4ED8',
  },
  {
    key: 'aroma-card',
    kind: RightsPoolKind.card,
    marketingNo: exchange,
    poolName: 'E值兑换',
    cardName: '车载香氛体验卡',
    cardType: CardType.deduct,
    eachReductionFen: 2_900,
    fromDays: -1,
    toDays: 90,
    validDaysAfterClaim: 30,
    stockTotal: 500,
    perUserLimit: 1,
    eprice: 0,
    desc: '免费领取一次香氛补充装，30天内到店领取',
    useJumpUrl: HomeRoute.shop,
    palette: ['#F3EEF9', '#D4C5EC'],
    ink: '#5B3C99',
  },
  {
    key: 'wash-card',
    kind: RightsPoolKind.card,
    marketingNo: exchange,
    poolName: 'E值兑换',
    cardName: '精致洗车卡',
    cardType: CardType.deduct,
    eachReductionFen: 3_000,
    fromDays: -1,
    toDays: 90,
    validDaysAfterClaim: 30,
    stockTotal: 1_000,
    perUserLimit: 5,
    eprice: 100,
    desc: '100 E值兑换一次合作门店精致洗车，兑换后30天内有效',
    useJumpUrl: HomeRoute.shop,
    palette: ['#E6F5F7', '#B0DEE5'],
    ink: '#137080',
  },
  {
    key: 'maintenance-card',
    kind: RightsPoolKind.card,
    marketingNo: exchange,
    poolName: 'E值兑换',
    cardName: '年度保养权益卡',
    cardType: CardType.deduct,
    eachReductionFen: 50_000,
    fromDays: -1,
    toDays: 90,
    validDaysAfterClaim: 365,
    stockTotal: 100,
    perUserLimit: 1,
    eprice: 5_000,
    desc: '5000 E值兑换一次年度基础保养，全国授权服务中心通用',
    useJumpUrl: HomeRoute.shop,
    palette: ['#EEF3EC', '#C8D9C2'],
    ink: '#3F6B35',
  },
];

const rightsTypeOf = {
  [CardType.enoughLess]: RightsType.enoughLess,
  [CardType.enoughDiscount]: RightsType.enoughDiscount,
  [CardType.deduct]: RightsType.deduct,
} as const;

export function poolPicture(p: SeedPool): PictureSpec {
  return {
    file: `rights-${p.key}.webp`,
    motif: p.kind === RightsPoolKind.card ? 'card' : 'coupon',
    palette: p.palette,
    ink: p.ink,
    width: 360,
    height: 360,
  };
}

/** The row of a pool, its window placed around `now`. */
export function poolRow(p: SeedPool, now: Date, media: (file: string) => string) {
  return {
    kind: p.kind,
    marketingNo: p.marketingNo,
    poolName: p.poolName,
    cardName: p.cardName,
    cardType: p.cardType,
    rightsType: rightsTypeOf[p.cardType],
    eachReductionFen: p.eachReductionFen ?? 0,
    discountRatio: p.discountRatio ?? 100,
    useConditionFen: p.useConditionFen ?? 0,
    goodsType: p.goodsType ?? null,
    validFrom: new Date(now.getTime() + p.fromDays * DAY_MS),
    validTo: new Date(now.getTime() + p.toDays * DAY_MS),
    validDaysAfterClaim: p.validDaysAfterClaim ?? null,
    stockTotal: p.stockTotal,
    stockLeft: p.stockLeft ?? p.stockTotal,
    perUserLimit: p.perUserLimit,
    eprice: p.eprice ?? 0,
    desc: p.desc,
    picture: media(poolPicture(p).file),
    jumpType: ColumnJumpType.URL,
    useJumpUrl: p.useJumpUrl,
    advertise: p.advertise ?? false,
  };
}
