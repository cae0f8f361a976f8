import { BizType, DeductType, type AdminGoodsDetail, type GoodsKindInput, type GoodsSaveBody, type GoodsSpec } from '@emall/contract';
import { formatMoney, plainKindInfo, specsNameOf, yuanToFen } from '@emall/domain';

/** A SKU row of the editor: prices as the operator types them (yuan), stock read-only once stored. */
export interface SkuRow {
  id?: string;
  code: string;
  specValues: string[];
  pictureUrl: string;
  price: string;
  productPrice: string;
  eValue: number;
  stock: number;
}

/** The editor's form: the save body with yuan texts where the body has fen. */
export interface GoodsForm extends Omit<GoodsSaveBody, 'skus' | 'deductAmount' | 'tags' | 'kindInfo'> {
  skus: SkuRow[];
  deductAmount: string;
  tags: string[];
  kindInfo: Omit<GoodsKindInput, 'faceValue'> & { faceValue: string };
}

const yuan = (fen: number) => formatMoney(fen);
/** Fen of a yuan text the form's rules already accepted. */
const fen = (text: string) => yuanToFen(text) ?? 0;

const emptyKindInfo = (): GoodsForm['kindInfo'] => ({ ...plainKindInfo(), faceValue: '0' });

export function newGoodsForm(): GoodsForm {
  return {
    bizType: BizType.shop,
    virtualType: null,
    annexType: null,
    name: '',
    saleName: '',
    description: '',
    detailHtml: '',
    pictures: [],
    detailPictures: [],
    tags: [],
    specs: [{ name: '', values: [] }],
    skus: [],
    deductType: DeductType.cash,
    deductAmount: '0',
    userLimitFlag: false,
    userLimit: 0,
    buyerType: 0,
    whitelist: 0,
    preSale: 0,
    installType: 0,
    costFree: false,
    kindInfo: emptyKindInfo(),
    noReasonDays: null,
    noReasonExcluded: false,
    warrantyMonths: 0,
    warrantyCover: '',
  };
}

export function toGoodsForm(d: AdminGoodsDetail): GoodsForm {
  const { id: _id, goodsType: _g, category: _c, onShelf: _o, updatedAt: _u, crowdfund: _f, ...body } = d;
  return {
    ...body,
    deductAmount: yuan(d.deductAmount),
    tags: d.tags.map((t) => t.name),
    kindInfo: { ...d.kindInfo, faceValue: yuan(d.kindInfo.faceValue) },
    skus: d.skus.map((s) => ({
      id: s.id,
      code: s.code,
      specValues: s.specValues,
      pictureUrl: s.pictureUrl,
      price: yuan(s.price),
      productPrice: yuan(s.productPrice),
      eValue: s.eValue,
      stock: s.stock,
    })),
  };
}

/** What the server takes: yuan become fen here, and only here. */
export function toSaveBody(f: GoodsForm): GoodsSaveBody {
  return {
    ...f,
    // An emptied InputNumber reads as undefined or null; either way the goods follows the shop.
    noReasonDays: f.noReasonDays ?? null,
    warrantyMonths: f.warrantyMonths ?? 0,
    warrantyCover: (f.warrantyCover ?? '').trim(),
    deductAmount: fen(f.deductAmount),
    tags: f.tags.map((name) => ({ name })),
    kindInfo: { ...f.kindInfo, faceValue: fen(f.kindInfo.faceValue) },
    specs: f.specs.map((s) => ({ name: s.name.trim(), values: s.values })),
    skus: f.skus.map((s) => ({
      ...(s.id ? { id: s.id } : {}),
      code: s.code.trim(),
      specValues: s.specValues,
      pictureUrl: s.pictureUrl,
      price: fen(s.price),
      productPrice: fen(s.productPrice),
      eValue: s.eValue,
      ...(s.id ? {} : { stock: s.stock }),
    })),
  };
}

/** Every combination of the specs' values, in order: [[银, 大], [银, 小], [黑, 大], …]. */
function combinations(specs: readonly GoodsSpec[]): string[][] {
  return specs.reduce<string[][]>((rows, spec) => rows.flatMap((row) => spec.values.map((v) => [...row, v])), [[]]);
}

/**
 * The SKU rows for specs just edited: a row whose combination still exists keeps everything typed
 * (and its id and stock); a new combination starts from the first row's prices with a fresh code.
 */
export function skuRowsFor(specs: readonly GoodsSpec[], rows: readonly SkuRow[], codePrefix: string): SkuRow[] {
  const usable = specs.filter((s) => s.name.trim() && s.values.length > 0);
  if (usable.length === 0) return [];
  const byKey = new Map(rows.map((r) => [specsNameOf(r.specValues), r]));
  const template = rows[0];
  const taken = new Set(rows.map((r) => r.code));
  let n = rows.length;
  return combinations(usable).map((values) => {
    const kept = byKey.get(specsNameOf(values));
    if (kept) return { ...kept, specValues: values };
    let code = `${codePrefix}-${++n}`;
    while (taken.has(code)) code = `${codePrefix}-${++n}`;
    taken.add(code);
    return {
      code,
      specValues: values,
      pictureUrl: '',
      price: template?.price ?? '',
      productPrice: template?.productPrice ?? '',
      eValue: template?.eValue ?? 0,
      stock: 0,
    };
  });
}

/** A code prefix for new SKUs: unique enough per editing session, editable per row. */
export function newCodePrefix(): string {
  return `SKU${Date.now().toString(36).toUpperCase()}`;
}
