import { describe, expect, it } from 'vitest';
import { detectPlatform } from './detect.ts';
import { createPlatform } from './platform.ts';
import { UA, fakeHost, fakeMiniProgram } from '../test/platform-host.ts';

describe('detectPlatform', () => {
  it('tells the containers apart by user agent', () => {
    expect(detectPlatform(fakeHost({ userAgent: UA.browser }))).toBe('browser');
    expect(detectPlatform(fakeHost({ userAgent: UA.carApp }))).toBe('carApp');
    expect(detectPlatform(fakeHost({ userAgent: UA.messenger }))).toBe('messenger');
    expect(detectPlatform(fakeHost({ userAgent: UA.miniProgram }))).toBe('miniProgram');
  });

  it('takes the mini-program webview flag over the messenger user agent it shares', () => {
    expect(detectPlatform(fakeHost({ userAgent: UA.messenger, wxjsEnvironment: 'miniprogram' }))).toBe('miniProgram');
    expect(detectPlatform(fakeHost({ userAgent: UA.messenger, wxjsEnvironment: 'browser' }))).toBe('messenger');
  });

  it('builds the adapter of the detected container', () => {
    expect(createPlatform(fakeHost({ userAgent: UA.browser })).kind).toBe('browser');
    expect(createPlatform(fakeHost({ userAgent: UA.carApp })).kind).toBe('carApp');
    expect(createPlatform(fakeHost({ userAgent: UA.messenger })).kind).toBe('messenger');
    expect(createPlatform(fakeHost({ userAgent: UA.miniProgram, miniProgram: fakeMiniProgram() })).kind).toBe('miniProgram');
  });
});
