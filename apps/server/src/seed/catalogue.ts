import type { SeedGoods } from './catalogue-kinds.ts';
import { carGoods } from './catalogue-car-goods.ts';
import type { PictureSpec } from './pictures.ts';
import { shopGoods } from './catalogue-shop-goods.ts';

/** Every seeded goods, in seeding order (their ids follow it). */
export const seedGoods: SeedGoods[] = [...shopGoods, ...carGoods];

/** Product pictures: three angles for the gallery and two tall detail pictures. */
export function goodsPictureSpecs(g: SeedGoods): { pictures: PictureSpec[]; details: PictureSpec[] } {
  const base = { motif: g.motif, ink: g.ink } as const;
  const reversed = [g.palette[1], g.palette[0]] as const;
  return {
    pictures: [
      { ...base, file: `goods-${g.key}-1.webp`, palette: g.palette, width: 1080, height: 1080 },
      { ...base, file: `goods-${g.key}-2.webp`, palette: reversed, width: 1080, height: 1080, scale: 1.25 },
      { ...base, file: `goods-${g.key}-3.webp`, palette: ['#FFFFFF', g.palette[0]], width: 1080, height: 1080, scale: 0.8 },
    ],
    details: [
      { ...base, file: `goods-${g.key}-d1.webp`, palette: g.palette, width: 1080, height: 1350, scale: 1.2 },
      { ...base, file: `goods-${g.key}-d2.webp`, palette: ['#FFFFFF', g.palette[1]], width: 1080, height: 1350 },
    ],
  };
}

export interface SeedBanner extends PictureSpec {
  title: string;
  subTitle: string;
  goodsKey: string;
}

export const seedBanners: SeedBanner[] = [
  { file: 'banner-winter.webp', motif: 'car', palette: ['#DCE6FB', '#7F9FE6'], ink: '#1B3A8A', width: 1080, height: 540, scale: 1.1, title: '冬季焕新季', subTitle: '原厂车模 E值抵现至高 ¥100', goodsKey: 'car-model' },
  { file: 'banner-camping.webp', motif: 'tent', palette: ['#E4F1DA', '#9CC77E'], ink: '#3E6B22', width: 1080, height: 540, title: '自驾露营季', subTitle: '天幕套装 预售立减 ¥300', goodsKey: 'tent' },
  { file: 'banner-power.webp', motif: 'powerbank', palette: ['#D9F1EB', '#7CC9B6'], ink: '#135A4C', width: 1080, height: 540, title: '储能电源 众筹中', subTitle: '已有 1296 人支持', goodsKey: 'powerbank' },
];

export const seedBigImage: SeedBanner = {
  file: 'promo-owner.webp',
  motif: 'jacket',
  palette: ['#E3E8F3', '#93A6CF'],
  ink: '#22335C',
  width: 1080,
  height: 600,
  title: '车主专享',
  subTitle: '三合一冲锋衣 认证车主即可购买',
  goodsKey: 'jacket',
};
