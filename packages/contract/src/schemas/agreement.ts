import { Type, type Static } from 'typebox';

/** Agreement kinds the shop shows (§2 /protocol?type=…); the spec names none, these are ours. */
export const AgreementType = {
  user: 'user',
  privacy: 'privacy',
  digitalKey: 'digitalKey',
  intellect: 'intellect',
} as const;
export type AgreementType = (typeof AgreementType)[keyof typeof AgreementType];

/** GET /api/privacyAgmt?agmtType=… */
export const AgreementQuery = Type.Object({
  agmtType: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z][A-Za-z0-9_-]*$' }),
});
export type AgreementQuery = Static<typeof AgreementQuery>;

/**
 * An agreement (§3 "Agreement: content, agreeContent, agreeTile"). HTML; the page sanitises it
 * before showing it. `agreeTile` is the spec's spelling of the title.
 */
export const Agreement = Type.Object({
  id: Type.String(),
  agmtType: Type.String(),
  agreeTile: Type.String(),
  content: Type.String(),
  agreeContent: Type.String(),
  version: Type.String(),
  /** ISO 8601. */
  updatedAt: Type.String(),
});
export type Agreement = Static<typeof Agreement>;
