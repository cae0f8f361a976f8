import { REVIEW_CONTENT_MAX } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { isLineRefunded, isReviewTextValid, maskReviewerName, ratingSummary, reviewTextLength, reviewerName, uploadNameOf } from './review.ts';

describe('review text', () => {
  it('counts an emoji or a Chinese character as one', () => {
    expect(reviewTextLength('好评👍')).toBe(3);
    expect(reviewTextLength('')).toBe(0);
  });

  it('takes 1 to 500 characters that are not only white space', () => {
    expect(isReviewTextValid('好')).toBe(true);
    expect(isReviewTextValid('  好  ')).toBe(true);
    expect(isReviewTextValid('')).toBe(false);
    expect(isReviewTextValid(' \n\t ')).toBe(false);
    expect(isReviewTextValid('好'.repeat(REVIEW_CONTENT_MAX))).toBe(true);
    expect(isReviewTextValid('好'.repeat(REVIEW_CONTENT_MAX + 1))).toBe(false);
    expect(isReviewTextValid('👍'.repeat(REVIEW_CONTENT_MAX))).toBe(true);
  });
});

describe('maskReviewerName', () => {
  it('keeps the first and last characters only', () => {
    expect(maskReviewerName('曜川车友0001')).toBe('曜***1');
    expect(maskReviewerName('林')).toBe('林***');
    expect(maskReviewerName('  ')).toBe('***');
    expect(maskReviewerName('😀ab😎')).toBe('😀***😎');
  });
});

describe('ratingSummary', () => {
  it('is all zero without ratings', () => {
    expect(ratingSummary([])).toEqual({ total: 0, average: 0, goodRate: 0, stars: [0, 0, 0, 0, 0] });
  });

  it('averages to one decimal and counts 4 and 5 stars as good', () => {
    expect(ratingSummary([0, 0, 1, 1, 1])).toEqual({ total: 3, average: 4, goodRate: 67, stars: [0, 0, 1, 1, 1] });
    expect(ratingSummary([1, 0, 0, 0, 2])).toEqual({ total: 3, average: 3.7, goodRate: 67, stars: [1, 0, 0, 0, 2] });
    expect(ratingSummary([0, 0, 0, 0, 7])).toMatchObject({ average: 5, goodRate: 100 });
  });
});

describe('reviewerName', () => {
  it('masks an anonymous reviewer and shows anyone else as named', () => {
    expect(reviewerName(true, '曜川车友0001')).toBe('曜***1');
    expect(reviewerName(false, '曜川车友0001')).toBe('曜川车友0001');
  });
});

describe('uploadNameOf', () => {
  const name = `u-${'a1'.repeat(16)}.webp`;

  it('takes the file of a picture the upload answered', () => {
    expect(uploadNameOf(`/media/${name}`)).toBe(name);
  });

  it('refuses other hosts, folders, names and formats', () => {
    expect(uploadNameOf(`https://x.example/media/${name}`)).toBeNull();
    expect(uploadNameOf(`/media/../${name}`)).toBeNull();
    expect(uploadNameOf(`/media/u-${'A1'.repeat(16)}.webp`)).toBeNull();
    expect(uploadNameOf(`/media/u-${'a1'.repeat(15)}.webp`)).toBeNull();
    expect(uploadNameOf(`/media/${name}.png`)).toBeNull();
    expect(uploadNameOf('/media/seed-cover.webp')).toBeNull();
  });
});

describe('isLineRefunded', () => {
  it('is true only once every piece of the line was refunded', () => {
    expect(isLineRefunded({ num: 2, refundedNum: 0 })).toBe(false);
    expect(isLineRefunded({ num: 2, refundedNum: 1 })).toBe(false);
    expect(isLineRefunded({ num: 2, refundedNum: 2 })).toBe(true);
  });
});
