import type { CouponCard, FeedItem, GoodsCard, GoodsDetail, LoginInfo, PageConfig, PageModule } from '@emall/contract';

export function goodsCard(overrides: Partial<GoodsCard> = {}): GoodsCard {
  return {
    id: '1',
    saleName: '曜川 家用智能充电桩 7kW',
    name: '家用充电桩',
    pictureUrl: '/media/charger.png',
    shareUrl: '/store/boutique/product?productId=1',
    tags: [{ name: '包安装' }],
    bizType: 1,
    goodsType: 1002,
    status: 1,
    productStatus: 1,
    preSale: 0,
    crowdfundFlag: false,
    crowdfundInfo: null,
    price: 129900,
    productPrice: 159900,
    eValue: 0,
    deductType: 0,
    deductShowType: 0,
    deductAmount: 0,
    discountEnable: false,
    discountPrice: 0,
    ediscountValue: 0,
    discountAlias: '',
    minDiscountPrice: 0,
    ...overrides,
  };
}

export function pageModule(overrides: Partial<PageModule> = {}): PageModule {
  return {
    id: 'm1',
    columnType: 'oneRowTwoCol',
    colName: '精品推荐',
    showColName: true,
    colNameColor: '',
    colNameBgType: 1,
    colBgContent: '',
    images: [],
    goodsList: [goodsCard()],
    cardsList: [],
    tabs: [],
    jumpButtonName: '',
    jumpUrl: '',
    showBuyButton: false,
    buyButtonText: '',
    richText: '',
    ...overrides,
  };
}

export function pageConfig(overrides: Partial<PageConfig> = {}): PageConfig {
  return {
    pageCode: 'shop',
    pageTitle: '曜川商城',
    status: 1,
    pageBgColor: '',
    pageBgUrl: '',
    searchEnable: false,
    searchUrl: '',
    h5SkinData: null,
    moduleList: [pageModule()],
    ...overrides,
  };
}

export function goodsDetail(overrides: Partial<GoodsDetail> = {}): GoodsDetail {
  return {
    ...goodsCard(),
    pictures: ['/media/charger.png', '/media/charger-2.png'],
    detailPictures: ['/media/charger-detail.png'],
    detailHtml: '',
    description: '7kW 家用交流充电桩,含标准安装。',
    trackVO: { productId: '1', productName: '家用充电桩' },
    love: 0,
    userLimitFlag: false,
    userLimit: 0,
    userPurchasedNum: 0,
    activity: { activityType: 0 },
    crowdfundInfo: null,
    buyerType: 0,
    role: '',
    whitelist: 0,
    installType: 1,
    costFree: true,
    firstPrice: null,
    linePrice: null,
    skus: [
      { productSpecsId: '11', specsName: '7kW 标准版', pictureUrl: '', stock: 20, price: 129900, productPrice: 159900, eValue: 0 },
      { productSpecsId: '12', specsName: '11kW 尊享版', pictureUrl: '', stock: 0, price: 189900, productPrice: 199900, eValue: 0 },
    ],
    stock: 20,
    ...overrides,
  };
}

export function loginInfo(overrides: Partial<LoginInfo> = {}): LoginInfo {
  return {
    userId: 'u-1',
    phone: '13800000001',
    nickname: '车友0001',
    isMaster: true,
    isAuthed: true,
    hasBigOrder: true,
    inWhitelist: false,
    isHighLight: false,
    notice: '',
    jumpType: '',
    isShowNotice: false,
    pointsBalance: 2000,
    userAvailablePoint: 2000,
    ...overrides,
  };
}

export function couponCard(overrides: Partial<CouponCard> = {}): CouponCard {
  return {
    cardId: '1',
    marketingNo: 'MKT-1',
    rightPoolId: '1',
    cardName: '新人专享券',
    poolName: '冬季焕新季',
    validTimeStr: '2026.11.21-2026.12.22',
    cardType: 'enoughLess',
    eachReduction: 2000,
    discountRatio: 100,
    useCondition: 19900,
    useConditionName: '满199元可用',
    pictureUrl: '',
    desc: '全场精品满199元可用',
    eprice: 0,
    status: 0,
    jumpType: '',
    useJumpUrl: '/store/home/shop',
    rightsAccountId: '',
    stockLeft: 100,
    ...overrides,
  };
}

export function feedItem(overrides: Partial<FeedItem> = {}): FeedItem {
  return {
    id: '1',
    type: 2,
    name: '曜川 ES9 1:18 合金车模',
    pictureUrl: '/media/goods-car-model-1.webp',
    width: 1080,
    height: 1080,
    headUrl: '',
    userName: '',
    jumpUrl: '/store/boutique/product?productId=1',
    price: 39900,
    eValue: 0,
    deductType: 0,
    likeCount: 0,
    ...overrides,
  };
}
