import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | null = null;

/** sharp, loaded with the first picture made: its native library is not paid for at start (issue 16: cold start). */
export const loadSharp = (): Promise<typeof Sharp> => (loading ??= import('sharp').then((m) => m.default));
