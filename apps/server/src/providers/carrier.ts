import { createHmac } from 'node:crypto';
import { LogisticsStatus, type UserAddress } from '@emall/contract';

/** A parcel as the carrier reported it. */
interface CarrierTrace {
  /** LogisticsStatus. */
  status: LogisticsStatus;
  description: string;
  at: Date;
}

/** What the carrier is given to carry. */
interface Shipment {
  orderNo: string;
  address: UserAddress;
  pieces: number;
}

/** The parcel whose traces are asked for. */
interface ParcelRef {
  expressNo: string;
  shippedAt: Date;
  address: UserAddress | null;
}

/**
 * The express company that carries paid online orders from the warehouse to the address. A real
 * carrier's API plugs in behind this interface: ship books a waybill, traces reads its route.
 */
export interface CarrierProvider {
  readonly code: string;
  readonly name: string;
  readonly phone: string;
  /** Books a waybill for the order: the same order always answers the same express number. */
  ship(shipment: Shipment): Promise<{ expressNo: string }>;
  /** Every trace of the parcel up to now, oldest first. */
  traces(parcel: ParcelRef, now: Date): Promise<CarrierTrace[]>;
}

export interface SandboxCarrierOptions {
  /** Keys the express numbers. */
  secret: string;
  /** Time between two traces: collected → in transit → delivering → signed. */
  stepMs: number;
}

const WAREHOUSE_CITY = '上海市嘉定区';
const EXPRESS_NO_DIGITS = 12;

function expressNoOf(secret: string, orderNo: string): string {
  const digest = createHmac('sha256', secret).update(`express:${orderNo}`).digest();
  const digits = Array.from(digest.subarray(0, EXPRESS_NO_DIGITS), (byte) => String(byte % 10)).join('');
  return `YCS${digits}`;
}

function traceTexts(address: UserAddress | null): Record<LogisticsStatus, string> {
  const city = address?.cityName ?? '';
  const district = address ? `${address.cityName}${address.districtName}` : '';
  return {
    [LogisticsStatus.collected]: `【${WAREHOUSE_CITY}】曜川商城仓库已发货,快递员已揽收`,
    [LogisticsStatus.inTransit]: `快件已离开【${WAREHOUSE_CITY}】转运中心,正发往【${city}】`,
    [LogisticsStatus.delivering]: `【${district}】快递员正在派送,请保持电话畅通`,
    [LogisticsStatus.signed]: `【${district}】快件已签收,签收人:本人。感谢使用曜川速运`,
  };
}

const route: readonly LogisticsStatus[] = [
  LogisticsStatus.collected,
  LogisticsStatus.inTransit,
  LogisticsStatus.delivering,
  LogisticsStatus.signed,
];

/**
 * The sandbox carrier (development, tests, the demo): waybill numbers keyed from the order number,
 * and a parcel that is collected when shipped, then in transit, out for delivery and signed one
 * step apart. Nothing leaves the process.
 */
export function createSandboxCarrier(options: SandboxCarrierOptions): CarrierProvider {
  return {
    code: 'sandbox',
    name: '曜川速运',
    phone: '95338',
    async ship(shipment) {
      return { expressNo: expressNoOf(options.secret, shipment.orderNo) };
    },
    async traces(parcel, now) {
      const texts = traceTexts(parcel.address);
      const start = parcel.shippedAt.getTime();
      return route
        .map((status, step) => ({ status, description: texts[status], at: new Date(start + step * options.stepMs) }))
        .filter((trace) => trace.at.getTime() <= now.getTime());
    },
  };
}
