import { Type, type Static } from 'typebox';
import { AnnexChildType, BizType, BuyerType, CrowdfundTargetType, DeductType, GoodsType, InstallType, PreSale, VirtualChildType, Whitelist } from '../codes.ts';
import { IdentificationType, VirtualProductUse } from '../order-codes.ts';
import { ID_PATTERN } from '../constants.ts';
import { EValue, Fen, IdParam } from '../schemas/common.ts';
import { GoodsTag } from '../schemas/goods.ts';
import { adminRoute, declareApi } from '../route.ts';
import { BizTypeName } from './goods-texts.ts';
import { Permission } from './permissions.ts';
import { ADMIN_PAGE_SIZE } from './limits.ts';

/**
 * The console's goods calls (issue 14): list, detail for editing, create, edit, shelf and stock.
 * Money is fen on the wire like the shop's API; the console shows and takes yuan.
 */

/** The goods kinds the console creates, by bizType: their goods product type and category (§3). */
export const EditableGoodsKind = {
  [BizType.shop]: { goodsType: GoodsType.shop, category: BizTypeName[BizType.shop]! },
  [BizType.attachment]: { goodsType: GoodsType.attachment, category: BizTypeName[BizType.attachment]! },
  [BizType.lightModification]: { goodsType: GoodsType.lightModification, category: BizTypeName[BizType.lightModification]! },
  [BizType.virtual]: { goodsType: GoodsType.virtual, category: BizTypeName[BizType.virtual]! },
} as const;
export type EditableBizType = keyof typeof EditableGoodsKind;

/** Limits of what one goods may hold. */
export const GoodsLimits = {
  nameMax: 60,
  saleNameMax: 100,
  descriptionMax: 500,
  /** Characters of the rich-text detail after sanitising, and before (what the request may carry). */
  detailHtmlMax: 50_000,
  picturesMax: 10,
  detailPicturesMax: 20,
  tagsMax: 5,
  tagNameMax: 8,
  specsMax: 3,
  specValuesMax: 20,
  specTextMax: 20,
  skusMax: 100,
  skuCodeMax: 40,
  userLimitMax: 999,
  fitModelsMax: 20,
  stockMax: 1_000_000,
  reasonMax: 100,
  keywordMax: 50,
  pageSizeMax: 50,
  warrantyMonthsMax: 120,
  warrantyCoverMax: 200,
} as const;


/** A picture of ours: a path under /media (an upload or a seeded picture), never an outside URL. */
export const MediaUrl = Type.String({ pattern: '^/media/[A-Za-z0-9][A-Za-z0-9._-]{0,127}$' });

const Text = (max: number, min = 0) => Type.String({ minLength: min, maxLength: max });

/** One spec (e.g. 颜色) and the values a SKU picks from. */
export const GoodsSpec = Type.Object({
  name: Text(GoodsLimits.specTextMax, 1),
  values: Type.Array(Text(GoodsLimits.specTextMax, 1), { minItems: 1, maxItems: GoodsLimits.specValuesMax }),
});
export type GoodsSpec = Static<typeof GoodsSpec>;

/** A SKU as the editor sends it: `id` names an existing SKU; a new one has none and brings its first stock. */
export const GoodsSkuInput = Type.Object({
  id: Type.Optional(Type.String({ pattern: ID_PATTERN })),
  code: Type.String({ minLength: 1, maxLength: GoodsLimits.skuCodeMax, pattern: '^[A-Za-z0-9_-]+$' }),
  /** One value per spec, in the specs' order. */
  specValues: Type.Array(Text(GoodsLimits.specTextMax, 1), { maxItems: GoodsLimits.specsMax }),
  pictureUrl: Type.Optional(Type.Union([MediaUrl, Type.Literal('')])),
  price: Fen,
  productPrice: Fen,
  eValue: EValue,
  /** A new SKU's first stock; an existing SKU's stock moves only by adjustments. */
  stock: Type.Optional(Type.Integer({ minimum: 0, maximum: GoodsLimits.stockMax })),
});
export type GoodsSkuInput = Static<typeof GoodsSkuInput>;

/** Kind info (goods_kind_info) as the editor sends it; what does not apply to the kind stays empty. */
export const GoodsKindInput = Type.Object({
  identificationType: Type.Union([Type.Enum(IdentificationType), Type.Null()]),
  useType: Type.Union([Type.Enum(VirtualProductUse), Type.Null()]),
  needVin: Type.Boolean(),
  validDays: Type.Integer({ minimum: 0, maximum: 3650 }),
  agreementType: Type.Union([Text(32, 1), Type.Null()]),
  previewUrl: Type.Union([MediaUrl, Type.Literal('')]),
  faceValue: Fen,
  fitModels: Type.Array(Text(20, 1), { maxItems: GoodsLimits.fitModelsMax }),
  installHours: Type.Integer({ minimum: 0, maximum: 240 }),
  adsTitle: Text(GoodsLimits.nameMax),
});
export type GoodsKindInput = Static<typeof GoodsKindInput>;

/** POST /admin-api/goods and PUT /admin-api/goods/{id}: the whole goods as the editor holds it. */
export const GoodsSaveBody = Type.Object({
  bizType: Type.Union([
    Type.Literal(BizType.shop),
    Type.Literal(BizType.attachment),
    Type.Literal(BizType.lightModification),
    Type.Literal(BizType.virtual),
  ]),
  virtualType: Type.Union([Type.Enum(VirtualChildType), Type.Null()]),
  annexType: Type.Union([Type.Literal(AnnexChildType.Attachment), Type.Literal(AnnexChildType.HomeCharging), Type.Null()]),
  name: Text(GoodsLimits.nameMax, 1),
  saleName: Text(GoodsLimits.saleNameMax, 1),
  description: Text(GoodsLimits.descriptionMax),
  /** Rich-text detail; the server keeps only what its sanitiser allows. */
  detailHtml: Text(GoodsLimits.detailHtmlMax),
  pictures: Type.Array(MediaUrl, { maxItems: GoodsLimits.picturesMax }),
  detailPictures: Type.Array(MediaUrl, { maxItems: GoodsLimits.detailPicturesMax }),
  tags: Type.Array(Type.Object({ name: Text(GoodsLimits.tagNameMax, 1), color: Type.Optional(Type.String({ pattern: '^#[0-9A-Fa-f]{6}$' })) }), {
    maxItems: GoodsLimits.tagsMax,
  }),
  specs: Type.Array(GoodsSpec, { maxItems: GoodsLimits.specsMax }),
  skus: Type.Array(GoodsSkuInput, { maxItems: GoodsLimits.skusMax }),
  deductType: Type.Enum(DeductType),
  /** Cash payment: the most cash E-value may offset (fen). */
  deductAmount: Fen,
  userLimitFlag: Type.Boolean(),
  userLimit: Type.Integer({ minimum: 0, maximum: GoodsLimits.userLimitMax }),
  buyerType: Type.Enum(BuyerType),
  whitelist: Type.Enum(Whitelist),
  preSale: Type.Enum(PreSale),
  installType: Type.Enum(InstallType),
  costFree: Type.Boolean(),
  kindInfo: GoodsKindInput,
  /** Days after receipt a no-reason return may be asked (issue 15); null: the shop's setting. Absent: left as it is. */
  noReasonDays: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 365 }), Type.Null()])),
  /** Excluded from no-reason returns (custom-made, fitted, opened digital goods); absent: left as it is. */
  noReasonExcluded: Type.Optional(Type.Boolean()),
  /** Warranty (issue 18): months each unit is covered from sign-for or installation; 0 = none. Absent: left as it is. */
  warrantyMonths: Type.Optional(Type.Integer({ minimum: 0, maximum: GoodsLimits.warrantyMonthsMax })),
  /** What the warranty covers (printed on each card). Absent: left as it is. */
  warrantyCover: Type.Optional(Text(GoodsLimits.warrantyCoverMax)),
});
export type GoodsSaveBody = Static<typeof GoodsSaveBody>;

/** A SKU as the editor shows it, with its stock now. */
export const AdminGoodsSku = Type.Object({
  ...GoodsSkuInput.properties,
  id: Type.String(),
  pictureUrl: Type.String(),
  specsName: Type.String(),
  stock: Type.Integer(),
});
export type AdminGoodsSku = Static<typeof AdminGoodsSku>;

/** A crowdfund goods' campaign as the goods editor shows it; the 众筹活动 page edits it. */
export const AdminGoodsCrowdfund = Type.Object({
  crowdfundNo: Type.String(),
  /** The status now, from the window and progress (§4 product status). */
  statusNow: Type.Integer(),
  targetType: Type.Enum(CrowdfundTargetType),
  targetValue: Type.Integer(),
  startAt: Type.String({ format: 'date-time' }),
  endAt: Type.String({ format: 'date-time' }),
});
export type AdminGoodsCrowdfund = Static<typeof AdminGoodsCrowdfund>;

/** GET /admin-api/goods/{id}: everything the editor edits, plus what it shows. */
export const AdminGoodsDetail = Type.Object({
  ...GoodsSaveBody.properties,
  /** Its crowdfund, when one was opened on it; null otherwise. */
  crowdfund: Type.Union([AdminGoodsCrowdfund, Type.Null()]),
  id: Type.String(),
  goodsType: Type.Integer(),
  category: Type.String(),
  onShelf: Type.Boolean(),
  skus: Type.Array(AdminGoodsSku),
  warrantyMonths: Type.Integer(),
  warrantyCover: Type.String(),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type AdminGoodsDetail = Static<typeof AdminGoodsDetail>;

/** GET /admin-api/goods: the list's filters; all optional. */
export const AdminGoodsQuery = Type.Object({
  keyword: Type.Optional(Text(GoodsLimits.keywordMax)),
  bizType: Type.Optional(Type.Integer()),
  /** Sale (some stock) or SaleOut (none), as the shop judges it. */
  status: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  onShelf: Type.Optional(Type.Boolean()),
  pageNo: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: GoodsLimits.pageSizeMax, default: ADMIN_PAGE_SIZE }),
});
export type AdminGoodsQuery = Static<typeof AdminGoodsQuery>;

/** One row of the goods list. */
export const AdminGoodsRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  saleName: Type.String(),
  pictureUrl: Type.String(),
  bizType: Type.Integer(),
  virtualType: Type.Union([Type.Integer(), Type.Null()]),
  category: Type.String(),
  price: Fen,
  eValue: EValue,
  deductType: Type.Integer(),
  stock: Type.Integer(),
  skuCount: Type.Integer(),
  status: Type.Integer(),
  onShelf: Type.Boolean(),
  tags: Type.Array(GoodsTag),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type AdminGoodsRow = Static<typeof AdminGoodsRow>;

export const AdminGoodsPage = Type.Object({
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  totalNum: Type.Integer(),
  result: Type.Array(AdminGoodsRow),
});
export type AdminGoodsPage = Static<typeof AdminGoodsPage>;

export const AdminGoodsIdParams = Type.Object({ id: IdParam });
export const AdminSkuIdParams = Type.Object({ id: IdParam, skuId: IdParam });

/** PUT /admin-api/goods/{id}/shelf */
export const GoodsShelfBody = Type.Object({ onShelf: Type.Boolean() });
export type GoodsShelfBody = Static<typeof GoodsShelfBody>;

/** POST /admin-api/goods/{id}/skus/{skuId}/stock: a relative change with its reason, never a new total. */
export const StockAdjustBody = Type.Object({
  delta: Type.Integer({ minimum: -GoodsLimits.stockMax, maximum: GoodsLimits.stockMax }),
  reason: Text(GoodsLimits.reasonMax, 1),
});
export type StockAdjustBody = Static<typeof StockAdjustBody>;

/** One line of a SKU's stock ledger (append-only). */
export const StockLedgerEntry = Type.Object({
  id: Type.String(),
  skuId: Type.String(),
  delta: Type.Integer(),
  before: Type.Integer(),
  after: Type.Integer(),
  reason: Type.String(),
  operatorId: Type.Union([Type.String(), Type.Null()]),
  at: Type.String({ format: 'date-time' }),
});
export type StockLedgerEntry = Static<typeof StockLedgerEntry>;

export const StockLedgerPage = Type.Object({ result: Type.Array(StockLedgerEntry) });
export type StockLedgerPage = Static<typeof StockLedgerPage>;

/** POST /admin-api/goods/pictures (multipart field `file`): the stored WebP. */
export const GoodsPictureUploaded = Type.Object({ url: Type.String(), width: Type.Integer(), height: Type.Integer() });
export type GoodsPictureUploaded = Static<typeof GoodsPictureUploaded>;

/** The audit log's names for the goods console's writes. */
export const GoodsAuditAction = {
  create: 'goods.create',
  update: 'goods.update',
  shelfOn: 'goods.shelf-on',
  shelfOff: 'goods.shelf-off',
  adjustStock: 'goods.adjust-stock',
  uploadPicture: 'goods.upload-picture',
} as const;

export const GoodsAuditTarget = { goods: 'goods', sku: 'sku', picture: 'picture' } as const;
/** Admin API paths of the goods console, relative to ADMIN_API_BASE. */
export const AdminGoodsPaths = {
  goods: '/goods',
  goodsOne: '/goods/:id',
  shelf: '/goods/:id/shelf',
  skuStock: '/goods/:id/skus/:skuId/stock',
  pictures: '/goods/pictures',
} as const;

/** The goods console's calls, each with the permission it needs (checked on the server). */
export const AdminGoodsApi = declareApi('admin-goods', {
  list: adminRoute('GET', AdminGoodsPaths.goods, Permission.goodsRead, 'Goods on the shelf or not: keyword, type, stock status, shelf; paged, newest change first', {
    query: AdminGoodsQuery,
    answer: AdminGoodsPage,
  }),
  detail: adminRoute('GET', AdminGoodsPaths.goodsOne, Permission.goodsRead, 'A goods as the editor holds it, with its SKUs and their stock', {
    params: AdminGoodsIdParams,
    answer: AdminGoodsDetail,
  }),
  create: adminRoute('POST', AdminGoodsPaths.goods, Permission.goodsWrite, 'Create a goods (off the shelf) with its SKUs and their first stock', {
    body: GoodsSaveBody,
    answer: AdminGoodsDetail,
  }),
  update: adminRoute('PUT', AdminGoodsPaths.goodsOne, Permission.goodsWrite, "Save a goods; stored SKUs keep their stock, new ones bring their first", {
    params: AdminGoodsIdParams,
    body: GoodsSaveBody,
    answer: AdminGoodsDetail,
  }),
  shelf: adminRoute('PUT', AdminGoodsPaths.shelf, Permission.goodsWrite, 'Put a goods on or off the shelf', {
    params: AdminGoodsIdParams,
    body: GoodsShelfBody,
    answer: AdminGoodsDetail,
  }),
  adjustStock: adminRoute('POST', AdminGoodsPaths.skuStock, Permission.stockWrite, "Move a SKU's stock by a delta with a reason (never a new total); answers the ledger line", {
    params: AdminSkuIdParams,
    body: StockAdjustBody,
    answer: StockLedgerEntry,
  }),
  stockLedger: adminRoute('GET', AdminGoodsPaths.skuStock, Permission.goodsRead, "A SKU's stock ledger, newest first", {
    params: AdminSkuIdParams,
    answer: StockLedgerPage,
  }),
  uploadPicture: adminRoute('POST', AdminGoodsPaths.pictures, Permission.goodsWrite, 'Upload a goods picture (multipart field `file`), stored as WebP at most 1080 px wide', {
    answer: GoodsPictureUploaded,
  }),
});
