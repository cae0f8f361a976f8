import type { PayConfig, PayTerminalType, PayWays } from '@emall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPayConfig } from './get-pay-config.ts';
import { getPayWays } from './get-pay-ways.ts';

export interface CashierData {
  ways: PayWays;
  config: PayConfig;
}

/** The cashier's two reads (§7 pay-way/{id} and pay-config) as one: the page needs both to show a way. */
const cashierQueryOptions = (orderNo: string, terminalType: PayTerminalType) =>
  queryOptions({
    queryKey: ['pay', 'cashier', orderNo, terminalType] as const,
    queryFn: async ({ signal }): Promise<CashierData> => {
      const [ways, config] = await Promise.all([getPayWays(orderNo, signal), getPayConfig(orderNo, terminalType, signal)]);
      return { ways, config };
    },
    // What may be paid changes with the order: read afresh on every visit.
    staleTime: 0,
    gcTime: 0,
  });

export function useCashierData(orderNo: string, terminalType: PayTerminalType, enabled = true) {
  return useQuery({ ...cashierQueryOptions(orderNo, terminalType), enabled });
}
