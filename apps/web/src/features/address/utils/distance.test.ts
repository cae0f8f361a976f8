import { describe, expect, it } from 'vitest';
import { formatDistance, lngLatOf } from './distance.ts';

describe('store distance', () => {
  it('shows metres under a kilometre, km with one decimal under 100 km and whole km beyond', () => {
    expect(formatDistance(0)).toBe('0m');
    expect(formatDistance(850)).toBe('850m');
    expect(formatDistance(999.4)).toBe('999m');
    expect(formatDistance(999.6)).toBe('1.0km');
    expect(formatDistance(1200)).toBe('1.2km');
    expect(formatDistance(12_345)).toBe('12.3km');
    expect(formatDistance(99_949)).toBe('99.9km');
    expect(formatDistance(99_950)).toBe('100km');
    expect(formatDistance(886_900)).toBe('887km');
  });

  it('writes a position as the geo paths take it', () => {
    expect(lngLatOf({ longitude: 113.9436, latitude: 22.5405 })).toBe('113.943600,22.540500');
    expect(lngLatOf({ longitude: -0.1, latitude: -33.123456789 })).toBe('-0.100000,-33.123457');
  });
});
