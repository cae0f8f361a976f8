import { createHmac } from 'node:crypto';
import { EXPRESS_COMPANIES, LogisticsStatus, type UserAddress } from '@emall/contract';

/** A parcel as the carrier reported it. */
export interface CarrierTrace {
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

/** The waybill a parcel travels under: the express company's code and its number. */
export interface Waybill {
  carrierCode: string;
  expressNo: string;
}

/** The parcel whose traces are asked for. */
export interface ParcelRef extends Waybill {
  shippedAt: Date;
  address: UserAddress | null;
}

/**
 * Where parcels' waybills come from and how their traces are read (docs/decisions/order-lifecycle.md).
 * A real carrier's waybill is the warehouse's act — it hands the parcel to an express company and
 * enters the company and number (POST /dev/orders/ship stands in for that entry outside
 * production) — so only the sandbox, which plays the warehouse too, books waybills itself. A
 * tracking service (Kuaidi100) is subscribed to each parcel once and pushes its traces to our
 * callback; the sandbox is asked for them on every lifecycle tick.
 */
export interface CarrierProvider {
  /** `sandbox` or the tracking service's name (kuaidi100). */
  readonly code: string;
  /** The express company's name and phone for a parcel's carrier code; undefined for one it does not know. */
  companyOf(carrierCode: string): { name: string; phone: string } | undefined;
  /** The sandbox books a waybill for the order (the same order always the same number); null: the warehouse enters it. */
  readonly book: ((shipment: Shipment) => Promise<Waybill>) | null;
  /** Every trace of the parcel up to now, oldest first (a real service bills each call). */
  traces(parcel: ParcelRef, now: Date): Promise<CarrierTrace[]>;
  /** Asks the service to push the parcel's traces to our callback (safe to repeat); null: traces are polled. */
  readonly subscribe: ((parcel: ParcelRef) => Promise<void>) | null;
}

export interface SandboxCarrierOptions {
  /** Keys the express numbers. */
  secret: string;
  /** Time between two traces: collected → in transit → delivering → signed. */
  stepMs: number;
}

const SANDBOX_CARRIER = 'sandbox';
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
  const company = { name: '曜川速运', phone: '95338' };
  return {
    code: SANDBOX_CARRIER,
    // Its own, and the companies whose waybills an operator enters at 发货.
    companyOf: (carrierCode) => (carrierCode === SANDBOX_CARRIER ? company : EXPRESS_COMPANIES[carrierCode]),
    async book(shipment) {
      return { carrierCode: SANDBOX_CARRIER, expressNo: expressNoOf(options.secret, shipment.orderNo) };
    },
    subscribe: null,
    async traces(parcel, now) {
      const texts = traceTexts(parcel.address);
      const start = parcel.shippedAt.getTime();
      return route
        .map((status, step) => ({ status, description: texts[status], at: new Date(start + step * options.stepMs) }))
        .filter((trace) => trace.at.getTime() <= now.getTime());
    },
  };
}
