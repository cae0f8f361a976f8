import { Type, type Static } from 'typebox';

/** A parcel's waybill as the warehouse enters it: the express company's Kuaidi100 code and the number on the label. */
export const Waybill = Type.Object(
  { carrierCode: Type.String({ pattern: '^[a-z0-9]{2,32}$' }), expressNo: Type.String({ pattern: '^[A-Za-z0-9]{6,32}$' }) },
  { additionalProperties: false },
);
export type Waybill = Static<typeof Waybill>;

/**
 * Express companies the console offers for 发货, by Kuaidi100's code (the code the tracking service
 * is asked with), with the name and hotline the logistics page shows.
 */
export const EXPRESS_COMPANIES: Record<string, { name: string; phone: string }> = {
  shunfeng: { name: '顺丰速运', phone: '95338' },
  zhongtong: { name: '中通快递', phone: '95311' },
  yuantong: { name: '圆通速递', phone: '95554' },
  yunda: { name: '韵达快递', phone: '95546' },
  shentong: { name: '申通快递', phone: '95543' },
  jd: { name: '京东物流', phone: '950616' },
  ems: { name: 'EMS', phone: '11183' },
  debangwuliu: { name: '德邦快递', phone: '95353' },
  jtexpress: { name: '极兔速递', phone: '956025' },
};
