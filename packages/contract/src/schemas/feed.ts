import { Type, type Static } from 'typebox';
import { EValue, Fen } from './common.ts';

/** GET /hermes/v2/material/page-management/feed (§7): pageCode, pageNo, pageSize 20. */
export const FeedQuery = Type.Object({
  pageCode: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type FeedQuery = Static<typeof FeedQuery>;

/** A feed item (§3): a product (type 2) or a PGC article (type 4). */
export const FeedItem = Type.Object({
  id: Type.String(),
  type: Type.Integer(),
  name: Type.String(),
  pictureUrl: Type.String(),
  /** Picture size, so the masonry reserves the box before it loads. */
  width: Type.Integer(),
  height: Type.Integer(),
  /** Author avatar and name (PGC). */
  headUrl: Type.String(),
  userName: Type.String(),
  /** Where a tap goes: a product page or the article. */
  jumpUrl: Type.String(),
  /** Products only; 0 for articles. */
  price: Fen,
  eValue: EValue,
  deductType: Type.Integer(),
  /** Articles: likes. */
  likeCount: Type.Integer(),
});
export type FeedItem = Static<typeof FeedItem>;

export const FeedResult = Type.Object({
  feedsList: Type.Object({ pageNo: Type.Integer(), result: Type.Array(FeedItem), totalNum: Type.Integer() }),
  colName: Type.String(),
  showColName: Type.Boolean(),
  colNameColor: Type.String(),
  colNameBgType: Type.Integer(),
  colBgContent: Type.String(),
});
export type FeedResult = Static<typeof FeedResult>;

/** GET /bifrostim/api/csc/im/config/imHotline (§7); the shop names its business line, as the native chat does. */
export const ImHotlineQuery = Type.Object({ businessType: Type.Optional(Type.Integer({ minimum: 1, maximum: 9999 })) });
export const ImHotline = Type.Object({ agentPhone: Type.String(), description: Type.String() });
export type ImHotline = Static<typeof ImHotline>;

/** A tracking event sent as a beacon (§7: HomeFunTab_Click, HomeFunTab_Exposure). */
export const TrackEvent = Type.Object(
  {
    event: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_]+$' }),
    pageCode: Type.Optional(Type.String({ maxLength: 64 })),
    data: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.Union([Type.String({ maxLength: 512 }), Type.Number(), Type.Boolean()]))),
    /** Client time, epoch ms. */
    at: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type TrackEvent = Static<typeof TrackEvent>;
export const TrackBatch = Type.Object({ events: Type.Array(TrackEvent, { minItems: 1, maxItems: 50 }) }, { additionalProperties: false });
export type TrackBatch = Static<typeof TrackBatch>;
