/** §2: registration-clue field → the landing query parameter it comes from, in clue order. */
export const REGISTRATION_CLUE_PARAMS = {
  product_id: 'productId',
  invitor_id: 'INVITER_ID',
  utm_source: 'utm_source',
  channel_code: 'channel_code',
  need_login: 'need_login',
  attract_activity_id: 'attract_activity_id',
  pageCode: 'pageCode',
} as const;

export type RegistrationClue = Partial<Record<keyof typeof REGISTRATION_CLUE_PARAMS, string>>;

/** §2: the clue JSON of the non-empty landing parameters (trimmed), or null when none is set. */
export function registrationClue(params: Record<string, string | null | undefined>): string | null {
  const clue: RegistrationClue = {};
  for (const [field, param] of Object.entries(REGISTRATION_CLUE_PARAMS)) {
    const value = params[param]?.trim();
    if (value) clue[field as keyof RegistrationClue] = value;
  }
  return Object.keys(clue).length > 0 ? JSON.stringify(clue) : null;
}
