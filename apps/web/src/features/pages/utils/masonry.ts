import { FEED_COLUMNS, FEED_GAP_PX } from '@emall/contract';

export interface MasonrySized {
  width: number;
  height: number;
}

/** Feed pictures keep their proportions within these bounds (height / width), so no card is a sliver or a tower. */
const MIN_RATIO = 0.6;
const MAX_RATIO = 1.6;

/** height / width of a feed picture, from its size (square when unknown), within the bounds. */
export function pictureRatio({ width, height }: MasonrySized): number {
  if (!(width > 0) || !(height > 0)) return 1;
  return Math.min(MAX_RATIO, Math.max(MIN_RATIO, height / width));
}

/**
 * The two-column masonry of the feed (§2, §9): each item goes, in order, to the column that is
 * shorter so far (the left one on a tie), its height estimated from its picture's proportions
 * at the column width plus its text block. Deterministic over the whole list, so items already
 * placed stay put when the next page arrives.
 */
export function placeMasonry<T extends MasonrySized>(
  items: readonly T[],
  columnWidth: number,
  textHeight: (item: T) => number,
  columns: number = FEED_COLUMNS,
  gap: number = FEED_GAP_PX,
): T[][] {
  const placed: T[][] = Array.from({ length: columns }, () => []);
  const heights: number[] = Array.from({ length: columns }, () => 0);
  for (const item of items) {
    let shortest = 0;
    for (let c = 1; c < columns; c++) if ((heights[c] ?? 0) < (heights[shortest] ?? 0)) shortest = c;
    placed[shortest]?.push(item);
    heights[shortest] = (heights[shortest] ?? 0) + columnWidth * pictureRatio(item) + textHeight(item) + gap;
  }
  return placed;
}

/** The CSS width of one feed column in a box `width` wide. */
export function feedColumnWidth(width: number, columns: number = FEED_COLUMNS, gap: number = FEED_GAP_PX): number {
  return (width - gap * (columns - 1)) / columns;
}
