import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { FulfilmentProvider } from './providers/fulfilment.ts';
import type { CarrierProvider } from './providers/carrier.ts';
import type { GeocoderProvider } from './providers/geocoder.ts';
import type { MessengerProvider } from './providers/messenger.ts';
import type { PayProvider } from './providers/pay.ts';
import type { SmsProvider } from './providers/sms.ts';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

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
  clock: Clock;
  log: FastifyBaseLogger;
}
