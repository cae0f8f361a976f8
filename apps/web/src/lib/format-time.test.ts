import { describe, expect, it } from 'vitest';
import { countdownText, formatTime } from './format-time.ts';

describe('formatTime', () => {
  it('prints an ISO time in China time with dashes', () => {
    expect(formatTime('2026-11-22T02:05:09.000Z')).toBe('2026-11-22 10:05:09');
  });

  it('crosses midnight in China time, not UTC', () => {
    expect(formatTime('2026-11-22T16:30:00Z')).toBe('2026-11-23 00:30:00');
  });

  it('gives back what is not a time', () => {
    expect(formatTime('soon')).toBe('soon');
  });
});

describe('countdownText', () => {
  it('reads mm:ss under an hour and h:mm:ss from an hour up', () => {
    expect(countdownText(14 * 60 + 59)).toBe('14:59');
    expect(countdownText(5)).toBe('00:05');
    expect(countdownText(3600 + 61)).toBe('1:01:01');
  });

  it('never goes below zero and drops parts of a second', () => {
    expect(countdownText(-3)).toBe('00:00');
    expect(countdownText(59.9)).toBe('00:59');
  });
});
