import {
  AgreementType,
  AnnexChildType,
  BizType,
  BuyerType,
  CrowdfundTargetType,
  DeductType,
  GoodsType,
  IdentificationType,
  InstallType,
  PreSale,
  VirtualChildType,
  VirtualProductUse,
  Whitelist,
} from '@emall/contract';
import type { Motif, PictureSpec } from './pictures.ts';

/**
 * The demo catalogue: one or more goods of every type and every state the spec names
 * (sale, sold out, pre-sale, limited, whitelist-only, owner-only, E-value-only, mixed pay,
 * crowdfund preheat and running, empty SKU). Prices are fen; 10 E值 offset ¥1.
 * deductType cash may carry deductAmount (E-value offsets up to it); all is mixed pay: cash and E-value.
 */
export interface SeedSku {
  specsName: string;
  priceFen: number;
  productPriceFen: number;
  eValue: number;
  stock: number;
}

export interface SeedCrowdfund {
  /** Hours from seeding to the start (negative: already running) and to the end. */
  startInHours: number;
  endInHours: number;
  targetType: (typeof CrowdfundTargetType)[keyof typeof CrowdfundTargetType];
  targetValue: number;
  currentAmountFen: number;
  currentQuantity: number;
  supporters: number;
}

/** A goods' kind info (goods_kind_info); what is left out reads as none. */
export interface SeedKindInfo {
  identificationType?: number;
  useType?: number;
  needVin?: boolean;
  validDays?: number;
  agreementType?: string;
  /** Sounds and wallpapers: the preview is the goods' second picture. */
  preview?: boolean;
  faceValueFen?: number;
  fitModels?: string[];
  installHours?: number;
  adsTitle?: string;
}

/** The car models of the brand, for what fits which car. */
export const CAR_MODELS = ['ES6', 'ES7', 'ES9'] as const;

export interface SeedGoods {
  key: string;
  bizType: number;
  goodsType: number;
  virtualType?: number;
  annexType?: string;
  category: string;
  name: string;
  saleName: string;
  description: string;
  motif: Motif;
  palette: readonly [string, string];
  ink: string;
  tags: string[];
  skus: SeedSku[];
  deductType: number;
  deductAmountFen?: number;
  userLimit?: number;
  buyerType?: number;
  whitelist?: number;
  preSale?: number;
  installType?: number;
  costFree?: boolean;
  role?: string;
  crowdfund?: SeedCrowdfund;
  kind?: SeedKindInfo;
}

const boutique = { bizType: BizType.shop, goodsType: GoodsType.shop, category: '精品' } as const;
const attachment = { bizType: BizType.attachment, goodsType: GoodsType.attachment, category: '配件' } as const;
const light = { bizType: BizType.lightModification, goodsType: GoodsType.lightModification, category: '轻改' } as const;
const virtual = { bizType: BizType.virtual, goodsType: GoodsType.virtual, category: '虚拟' } as const;

function sku(specsName: string, yuan: number, originYuan: number, eValue: number, stock: number): SeedSku {
  return { specsName, priceFen: Math.round(yuan * 100), productPriceFen: Math.round(originYuan * 100), eValue, stock };
}

export const seedGoods: SeedGoods[] = [
  {
    key: 'car-model',
    ...boutique,
    name: '曜川 ES9 1:18 合金车模',
    saleName: '曜川 ES9 1:18 合金收藏车模 原厂授权 开门可动',
    description: '原厂数据开模，1:18 比例还原 ES9 的每一道腰线。四门两盖可开启，转向联动，附赠亚克力防尘展示盒。',
    motif: 'car',
    palette: ['#E8EEF9', '#B9C8EC'],
    ink: '#2B4C9B',
    tags: ['新品', '热卖'],
    skus: [sku('星河银', 399, 459, 0, 120), sku('曜石黑', 399, 459, 0, 80)],
    deductType: DeductType.cash,
    deductAmountFen: 10_000,
  },
  {
    key: 'backpack',
    ...boutique,
    name: '曜川 城市通勤双肩包',
    saleName: '曜川 城市通勤双肩包 防泼水 16 英寸电脑仓',
    description: '防泼水面料，独立 16 英寸电脑仓，背负系统透气减压，通勤出行两相宜。',
    motif: 'backpack',
    palette: ['#EEF2F0', '#C5D6CE'],
    ink: '#2F5D50',
    tags: ['通勤'],
    skus: [sku('雾灰', 269, 329, 0, 200), sku('墨绿', 269, 329, 0, 150)],
    deductType: DeductType.cash,
  },
  {
    key: 'cup',
    ...boutique,
    name: '曜川 钛金保温杯 500ml',
    saleName: '曜川 钛金保温杯 500ml 纯钛内胆 E值专享',
    description: '纯钛内胆，12 小时保温。仅支持 E值兑换，车主积分好去处。',
    motif: 'cup',
    palette: ['#F6F1E7', '#E4D3B0'],
    ink: '#8A5A00',
    tags: ['E值专享'],
    skus: [sku('钛原色', 0, 159, 1590, 300)],
    deductType: DeductType.integral,
  },
  {
    key: 'cap',
    ...boutique,
    name: '曜川 限量棒球帽',
    saleName: '曜川 限量刺绣棒球帽 每人限购 2 件',
    description: '立体刺绣品牌标识，可调节后扣。限量发售，每位用户限购 2 件。',
    motif: 'cap',
    palette: ['#F9ECEC', '#EBC1C1'],
    ink: '#A8262B',
    tags: ['限量'],
    skus: [sku('经典红', 129, 159, 0, 500)],
    deductType: DeductType.cash,
    deductAmountFen: 3_000,
    userLimit: 2,
  },
  {
    key: 'jacket',
    ...boutique,
    name: '曜川 车主专属冲锋衣',
    saleName: '曜川 车主专属三合一冲锋衣 仅限车主购买',
    description: '三合一可拆卸内胆，防风防水。车主专属款，认证车主后即可购买。',
    motif: 'jacket',
    palette: ['#E9EDF5', '#BDC8DD'],
    ink: '#27375E',
    tags: ['车主专享'],
    skus: [sku('S', 699, 899, 0, 30), sku('M', 699, 899, 0, 60), sku('L', 699, 899, 0, 60), sku('XL', 699, 899, 0, 30)],
    deductType: DeductType.cash,
    deductAmountFen: 20_000,
    buyerType: BuyerType.needCarUser,
  },
  {
    key: 'gift',
    ...boutique,
    name: '曜川 内购礼盒',
    saleName: '曜川 新春内购礼盒 白名单专享 现金+E值',
    description: '车模钥匙扣、定制笔记本与香氛片组合礼盒，仅向白名单用户开放。',
    motif: 'gift',
    palette: ['#FBEFE6', '#F0C9A8'],
    ink: '#B4532A',
    tags: ['内购'],
    skus: [sku('标准装', 99, 259, 1000, 100)],
    deductType: DeductType.all,
    whitelist: Whitelist.yes,
  },
  {
    key: 'umbrella',
    ...boutique,
    name: '曜川 晴雨折叠伞',
    saleName: '曜川 晴雨两用自动折叠伞 黑胶防晒',
    description: '一键自动开收，黑胶涂层防晒 UPF50+。',
    motif: 'umbrella',
    palette: ['#EAF3F8', '#BCD7E6'],
    ink: '#1F5F82',
    tags: ['热卖'],
    skus: [sku('深海蓝', 89, 129, 0, 0), sku('曜石黑', 89, 129, 0, 0)],
    deductType: DeductType.cash,
  },
  {
    key: 'tent',
    ...boutique,
    name: '曜川 露营天幕套装',
    saleName: '曜川 露营天幕套装 预售 30 天内发货',
    description: '车尾帐与天幕一体设计，3 分钟搭建。预售商品，付款后 30 天内发货。',
    motif: 'tent',
    palette: ['#EEF4E8', '#C9DDB5'],
    ink: '#4B7A2A',
    tags: ['预售'],
    skus: [sku('标准版', 1299, 1599, 0, 50)],
    deductType: DeductType.cash,
    deductAmountFen: 30_000,
    preSale: PreSale.preSale,
  },
  {
    key: 'diffuser',
    ...boutique,
    name: '曜川 智能车载香氛机',
    saleName: '曜川 智能车载香氛机 众筹预热中',
    description: '三档浓度，APP 联动，随车启停。众筹达成后 45 天内发货。',
    motif: 'diffuser',
    palette: ['#F3EEF9', '#D4C5EC'],
    ink: '#5B3C99',
    tags: ['众筹'],
    skus: [sku('月光白', 299, 399, 0, 2000)],
    deductType: DeductType.cash,
    crowdfund: {
      startInHours: 72,
      endInHours: 72 + 14 * 24,
      targetType: CrowdfundTargetType.Amount,
      targetValue: 50_000_000,
      currentAmountFen: 0,
      currentQuantity: 0,
      supporters: 0,
    },
  },
  {
    key: 'keychain-cf',
    ...boutique,
    name: '曜川 皮质钥匙包',
    saleName: '曜川 头层牛皮钥匙包 众筹即将开始',
    description: '头层牛皮手工缝制，适配曜川全系钥匙。众筹即将开始，预约可享开售提醒。',
    motif: 'keychain',
    palette: ['#F7EFE8', '#E2C6AC'],
    ink: '#7A4A26',
    tags: ['众筹'],
    skus: [sku('焦糖棕', 159, 199, 0, 1000)],
    deductType: DeductType.cash,
    crowdfund: {
      startInHours: 6,
      endInHours: 6 + 10 * 24,
      targetType: CrowdfundTargetType.Pieces,
      targetValue: 800,
      currentAmountFen: 0,
      currentQuantity: 0,
      supporters: 0,
    },
  },
  {
    key: 'powerbank',
    ...boutique,
    name: '曜川 户外储能电源',
    saleName: '曜川 户外储能电源 2000Wh 众筹进行中',
    description: '2000Wh 大容量，支持车辆 V2L 反向补能。众筹进行中，达成目标后统一发货。',
    motif: 'powerbank',
    palette: ['#E7F4F1', '#B3DDD3'],
    ink: '#1C6B5C',
    tags: ['众筹', '热卖'],
    skus: [sku('标准版', 3999, 4999, 0, 2000)],
    deductType: DeductType.cash,
    crowdfund: {
      startInHours: -72,
      endInHours: 10 * 24,
      targetType: CrowdfundTargetType.Pieces,
      targetValue: 2000,
      currentAmountFen: 1380 * 399_900,
      currentQuantity: 1380,
      supporters: 1296,
    },
  },
  {
    key: 'sunshade',
    ...attachment,
    annexType: AnnexChildType.Attachment,
    name: '全景天幕遮阳帘',
    saleName: '曜川 ES9 全景天幕遮阳帘 磁吸安装',
    description: '磁吸安装免工具，隔热率 95%，原车数据定制。',
    motif: 'sunshade',
    palette: ['#EEF1F4', '#C7D0DA'],
    ink: '#3D4F63',
    tags: ['原厂'],
    skus: [sku('ES9 专用', 359, 459, 0, 200)],
    deductType: DeductType.cash,
    kind: { fitModels: ['ES9'] },
  },
  {
    key: 'storage',
    ...attachment,
    annexType: AnnexChildType.Attachment,
    name: '后备箱折叠收纳箱',
    saleName: '曜川 后备箱折叠收纳箱 大容量防滑',
    description: '可折叠设计，底部防滑，容量 56L。',
    motif: 'storage',
    palette: ['#F1F1EE', '#D6D5CB'],
    ink: '#5C5A4A',
    tags: [],
    skus: [sku('标准款', 99, 199, 600, 400)],
    deductType: DeductType.all,
    kind: { fitModels: [...CAR_MODELS] },
  },
  {
    key: 'charger',
    ...attachment,
    annexType: AnnexChildType.HomeCharging,
    name: '11kW 家用智能充电桩',
    saleName: '曜川 11kW 家用智能充电桩 含基础安装',
    description: '11kW 交流快充，APP 预约充电，含 30 米内基础安装服务。',
    motif: 'charger',
    palette: ['#E8F0FB', '#B7CDEE'],
    ink: '#1D4ED8',
    tags: ['含安装'],
    skus: [sku('11kW 标准版', 3999, 4599, 0, 80)],
    deductType: DeductType.cash,
    installType: InstallType.install,
    costFree: true,
    kind: { fitModels: [...CAR_MODELS], installHours: 2 },
  },
  {
    key: 'wheel',
    ...light,
    name: '21 英寸锻造轮毂',
    saleName: '曜川 21 英寸锻造轮毂 四只装 绑定车辆可购',
    description: '一体锻造，单只减重 3.2kg。需绑定车辆后购买，门店安装。',
    motif: 'wheel',
    palette: ['#EDEDED', '#C9C9C9'],
    ink: '#5A6270',
    tags: ['门店安装'],
    skus: [sku('亮银', 12_800, 14_800, 0, 20), sku('哑光黑', 12_800, 14_800, 0, 20)],
    deductType: DeductType.cash,
    buyerType: BuyerType.needBindCar,
    installType: InstallType.install,
    kind: { fitModels: ['ES9'], installHours: 1 },
  },
  {
    key: 'starlight',
    ...light,
    name: '星空顶氛围灯',
    saleName: '曜川 星空顶氛围灯 1200 颗光纤',
    description: '1200 颗光纤星点，64 色随音乐律动，门店施工约 4 小时。',
    motif: 'stars',
    palette: ['#E9E8F6', '#C1BDE6'],
    ink: '#F5D76E',
    tags: ['门店安装'],
    skus: [sku('标准版', 4999, 5999, 0, 40)],
    deductType: DeductType.cash,
    installType: InstallType.install,
    kind: { fitModels: ['ES7', 'ES9'], installHours: 4 },
  },
  {
    key: 'flow',
    ...virtual,
    virtualType: VirtualChildType.flow,
    name: '车载流量包 10GB',
    saleName: '车载流量包 10GB 当月有效',
    description: '充值到您的车辆，当月有效，用于车机在线音乐、导航与应用。',
    motif: 'signal',
    palette: ['#E8F4FB', '#B5DAF0'],
    ink: '#1378B8',
    tags: ['即时到账'],
    skus: [sku('10GB 月包', 30, 30, 0, 100_000)],
    deductType: DeductType.cash,
    deductAmountFen: 3_000,
    kind: { identificationType: IdentificationType.vin, useType: VirtualProductUse.recharge, needVin: true, validDays: 30 },
  },
  {
    key: 'intellect',
    ...virtual,
    virtualType: VirtualChildType.intellect,
    name: '高阶智驾辅助包',
    saleName: '高阶智驾辅助包 年付 城市领航',
    description: '开通城市领航辅助驾驶，按年订阅。',
    motif: 'chip',
    palette: ['#EAEAF6', '#C3C4E8'],
    ink: '#3A3F9E',
    tags: ['智能服务'],
    skus: [sku('年付', 6_800, 7_800, 0, 100_000)],
    deductType: DeductType.cash,
    kind: {
      identificationType: IdentificationType.intellect,
      useType: VirtualProductUse.interior,
      needVin: true,
      validDays: 365,
      agreementType: AgreementType.intellect,
      adsTitle: '城市领航 限时开通',
    },
  },
  {
    key: 'service-package',
    ...virtual,
    virtualType: VirtualChildType.servePacket,
    name: '基础保养服务套餐',
    saleName: '基础保养服务套餐 2 次 含机油机滤',
    description: '两次基础保养，含机油与机滤，全国授权服务中心通用。',
    motif: 'wrench',
    palette: ['#EEF3EC', '#C8D9C2'],
    ink: '#3F6B35',
    tags: ['服务套餐'],
    skus: [sku('2 次装', 899, 1_099, 0, 100_000)],
    deductType: DeductType.cash,
    deductAmountFen: 20_000,
    kind: {
      identificationType: IdentificationType.vin,
      useType: VirtualProductUse.exchange,
      needVin: true,
      validDays: 365,
      fitModels: ['ES7', 'ES9'],
    },
  },
  {
    key: 'car-wash',
    ...virtual,
    virtualType: VirtualChildType.cardVoucher,
    name: '精致洗车券 5 次',
    saleName: '精致洗车券 5 次 E值兑换',
    description: '合作门店精致洗车 5 次，兑换后发放到卡券包。',
    motif: 'ticket',
    palette: ['#E6F5F7', '#B0DEE5'],
    ink: '#137080',
    tags: ['E值专享'],
    skus: [sku('5 次券', 0, 150, 990, 100_000)],
    deductType: DeductType.integral,
    kind: { useType: VirtualProductUse.exchange, validDays: 90 },
  },
  {
    key: 'sound',
    ...virtual,
    virtualType: VirtualChildType.sound,
    name: '星际启动音效',
    saleName: '星际启动音效 车机专属',
    description: '为您的车机换上星际主题的启动与提示音效。',
    motif: 'sound',
    palette: ['#F2ECF8', '#D3C2EA'],
    ink: '#6B3FA0',
    tags: ['音效'],
    skus: [sku('音效包', 4.9, 12, 50, 100_000)],
    deductType: DeductType.all,
    kind: { identificationType: IdentificationType.vin, useType: VirtualProductUse.interior, needVin: true, preview: true },
  },
  {
    key: 'wallpaper',
    ...virtual,
    virtualType: VirtualChildType.wallpaper,
    name: '极光动态壁纸',
    saleName: '极光动态壁纸 中控屏专属',
    description: '北极光动态壁纸，适配中控与仪表双屏。',
    motif: 'landscape',
    palette: ['#E6F4EF', '#A9DCC9'],
    ink: '#15806A',
    tags: ['壁纸'],
    skus: [sku('动态壁纸', 0, 5, 50, 100_000)],
    deductType: DeductType.integral,
    kind: { useType: VirtualProductUse.interior, preview: true },
  },
  {
    key: 'digital-key',
    ...virtual,
    virtualType: VirtualChildType.digital,
    name: 'NFC 卡片数字钥匙',
    saleName: 'NFC 卡片数字钥匙 手机同享',
    description: '卡片钥匙与手机数字钥匙同享，签署数字钥匙协议后激活。',
    motif: 'key',
    palette: ['#ECEFF4', '#C3CAD8'],
    ink: '#2F3A52',
    tags: ['数字钥匙'],
    skus: [sku('卡片钥匙', 299, 399, 0, 5_000)],
    deductType: DeductType.cash,
    kind: {
      identificationType: IdentificationType.vin,
      useType: VirtualProductUse.interior,
      needVin: true,
      agreementType: AgreementType.digitalKey,
    },
  },
  {
    key: 'charge-card',
    ...virtual,
    virtualType: VirtualChildType.charging,
    name: '充电卡 500 元',
    saleName: '充电卡 500 元 9.6 折',
    description: '曜川超充站通用充电卡，面值 500 元。',
    motif: 'card',
    palette: ['#E8EEFB', '#B6C6EE'],
    ink: '#1D4ED8',
    tags: ['9.6折'],
    skus: [sku('500 元', 480, 500, 0, 100_000)],
    deductType: DeductType.cash,
    kind: { useType: VirtualProductUse.recharge, validDays: 365, faceValueFen: 50_000 },
  },
  {
    key: 'keyring-blank',
    ...boutique,
    name: '曜川 联名钥匙扣',
    saleName: '曜川 联名钥匙扣（规格配置中）',
    description: '规格尚在配置中的商品，用来展示「商品规格为空」的情形。',
    motif: 'keychain',
    palette: ['#F2F2F2', '#D9D9D9'],
    ink: '#777777',
    tags: [],
    skus: [],
    deductType: DeductType.cash,
  },
];

/** Product pictures: three angles for the gallery and two tall detail pictures. */
export function goodsPictureSpecs(g: SeedGoods): { pictures: PictureSpec[]; details: PictureSpec[] } {
  const base = { motif: g.motif, ink: g.ink } as const;
  const reversed = [g.palette[1], g.palette[0]] as const;
  return {
    pictures: [
      { ...base, file: `goods-${g.key}-1.webp`, palette: g.palette, width: 1080, height: 1080 },
      { ...base, file: `goods-${g.key}-2.webp`, palette: reversed, width: 1080, height: 1080, scale: 1.25 },
      { ...base, file: `goods-${g.key}-3.webp`, palette: ['#FFFFFF', g.palette[0]], width: 1080, height: 1080, scale: 0.8 },
    ],
    details: [
      { ...base, file: `goods-${g.key}-d1.webp`, palette: g.palette, width: 1080, height: 1350, scale: 1.2 },
      { ...base, file: `goods-${g.key}-d2.webp`, palette: ['#FFFFFF', g.palette[1]], width: 1080, height: 1350 },
    ],
  };
}

export interface SeedBanner extends PictureSpec {
  title: string;
  subTitle: string;
  goodsKey: string;
}

export const seedBanners: SeedBanner[] = [
  { file: 'banner-winter.webp', motif: 'car', palette: ['#DCE6FB', '#7F9FE6'], ink: '#1B3A8A', width: 1080, height: 540, scale: 1.1, title: '冬季焕新季', subTitle: '原厂车模 E值抵现至高 ¥100', goodsKey: 'car-model' },
  { file: 'banner-camping.webp', motif: 'tent', palette: ['#E4F1DA', '#9CC77E'], ink: '#3E6B22', width: 1080, height: 540, title: '自驾露营季', subTitle: '天幕套装 预售立减 ¥300', goodsKey: 'tent' },
  { file: 'banner-power.webp', motif: 'powerbank', palette: ['#D9F1EB', '#7CC9B6'], ink: '#135A4C', width: 1080, height: 540, title: '储能电源 众筹中', subTitle: '已有 1296 人支持', goodsKey: 'powerbank' },
];

export const seedBigImage: SeedBanner = {
  file: 'promo-owner.webp',
  motif: 'jacket',
  palette: ['#E3E8F3', '#93A6CF'],
  ink: '#22335C',
  width: 1080,
  height: 600,
  title: '车主专享',
  subTitle: '三合一冲锋衣 认证车主即可购买',
  goodsKey: 'jacket',
};
