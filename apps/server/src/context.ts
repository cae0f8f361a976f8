import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db, Executor } from './db/client.ts';
import type { JobQueue } from './modules/jobs/job-queue.service.ts';
import type { FulfilmentProvider } from './providers/fulfilment.ts';
import type { CarrierProvider } from './providers/carrier.ts';
import type { GeocoderProvider } from './providers/geocoder.ts';
import type { InvoicingProvider } from './providers/invoicing.ts';
import type { MailProvider } from './providers/mail.ts';
import type { MessengerProvider } from './providers/messenger.ts';
import type { PayProvider } from './providers/pay.ts';
import type { SmsProvider } from './providers/sms.ts';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * What the warehouse asks after-sales before goods leave (issue 15): wired to the after-sales
 * service in app.ts, because after-sales reads the order lifecycle and a module cycle is refused.
 */
interface ShipmentHolds {
  /** An open 仅退款 case asked before shipping, or a crowdfund not succeeded yet (issue 19), keeps the order in, inside the shipping transaction. */
  isHeld(tx: Executor, orderId: number): Promise<boolean>;
}

/** What every service needs, built once in buildApp and passed down explicitly. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  sms: SmsProvider;
  messenger: MessengerProvider;
  geocoder: GeocoderProvider;
  /** Carries paid online orders to their address (order lifecycle). */
  carrier: CarrierProvider;
  pay: PayProvider;
  /** Opens paid virtual orders at their supplier. */
  fulfilment: FulfilmentProvider;
  /** Issues e-invoices (issue 17). */
  invoicing: InvoicingProvider;
  mail: MailProvider;
  clock: Clock;
  log: FastifyBaseLogger;
  shipmentHolds: ShipmentHolds;
  /** The durable job queue (pg-boss) background work runs on; main.ts starts it. */
  jobs: JobQueue;
}
