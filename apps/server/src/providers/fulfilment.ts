/** A paid virtual order as the supplier who opens it sees it. */
interface FulfilmentOrder {
  orderNo: string;
  /** OrderKind: flow top-up, service package, card voucher, digital key… */
  kind: string;
  vinCode: string | null;
  mobile: string | null;
  lines: { skuId: number; name: string; num: number }[];
}

export type FulfilmentOutcome = { ok: true } | { ok: false; reason: string };

/**
 * Opens what a paid virtual order bought (§4 virtual order: waitOpen, then finish or fail). A real
 * supplier (the carrier's flow top-up, the car's service platform) plugs in behind this.
 */
export interface FulfilmentProvider {
  readonly name: string;
  fulfil(order: FulfilmentOrder): Promise<FulfilmentOutcome>;
}

/** Opens every order at once: development, tests and the demo. */
export function createSandboxFulfilment(): FulfilmentProvider {
  return {
    name: 'sandbox',
    async fulfil() {
      return { ok: true };
    },
  };
}
