import { Type, type Static, type TSchema } from 'typebox';
import { ID_PATTERN } from '../constants.ts';

/** The envelope of every response, §7: code 0 is success. */
export const Envelope = <T extends TSchema>(result: T) =>
  Type.Object({ code: Type.Integer(), message: Type.String(), result });

export const ErrorEnvelope = Type.Object({
  code: Type.Integer(),
  message: Type.String(),
  result: Type.Null(),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

export interface ApiEnvelope<T> {
  code: number;
  message: string;
  result: T;
}

/** A numeric id in a path: positive, at most 15 digits so it fits a bigint column. */
export const IdParam = Type.String({ pattern: ID_PATTERN });

/** A China day, yyyy-MM-dd (the console's day filters and 对账's days). */
export const ChinaDay = Type.String({ pattern: '^20[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' });

/** Integer fen. */
export const Fen = Type.Integer({ minimum: 0 });
export const EValue = Type.Integer({ minimum: 0 });

/** A page of a list: pageNo from 1, totalNum over all pages. */
export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({ pageNo: Type.Integer(), pageSize: Type.Integer(), totalNum: Type.Integer(), result: Type.Array(item) });
