import type { SkinData } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { activeSkin } from './skin.ts';

const skin: SkinData = {
  startTime: 1_000,
  endTime: 2_000,
  materialData: [
    { dataType: 'headerBg', dataUrl: '/media/skin-header.webp' },
    { dataType: 'tabBg', dataUrl: '/media/skin-tab.webp' },
  ],
};

describe('activeSkin', () => {
  it('applies within the window when the app reports skins enabled', () => {
    expect(activeSkin(skin, true, 1_500)).toEqual({ header: '/media/skin-header.webp', tabBar: '/media/skin-tab.webp' });
    expect(activeSkin(skin, true, 1_000)).not.toBeNull();
    expect(activeSkin(skin, true, 2_000)).not.toBeNull();
  });

  it('does not apply outside the window', () => {
    expect(activeSkin(skin, true, 999)).toBeNull();
    expect(activeSkin(skin, true, 2_001)).toBeNull();
  });

  it('does not apply when the app has skins off (a plain browser)', () => {
    expect(activeSkin(skin, false, 1_500)).toBeNull();
    expect(activeSkin(null, true, 1_500)).toBeNull();
  });

  it('takes another picture for the header and needs at least one picture', () => {
    expect(activeSkin({ ...skin, materialData: [{ dataType: 'image', dataUrl: '/media/a.webp' }] }, true, 1_500)).toEqual({
      header: '/media/a.webp',
      tabBar: null,
    });
    expect(activeSkin({ ...skin, materialData: [{ dataType: 'headerBg', dataUrl: ' ' }] }, true, 1_500)).toBeNull();
  });
});
