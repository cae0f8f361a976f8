import { CashierChannel, type PayWayItem } from '@emall/contract';

/**
 * The ways this cashier shows: the terminal's channels (pay-config, in its order) as the order
 * allows them (pay-way/{id}); a way either call disables is listed greyed.
 */
export function cashierWays(orderWays: readonly PayWayItem[], terminalChannels: readonly PayWayItem[]): PayWayItem[] {
  const byChannel = new Map(orderWays.map((way) => [way.channel, way]));
  return terminalChannels.flatMap((channel) => {
    const way = byChannel.get(channel.channel);
    return way ? [{ ...channel, enabled: channel.enabled && way.enabled }] : [];
  });
}

/** Whether a way pays at once on a gateway (a bank transfer is made later, from the shopper's bank). */
const isInstant = (channel: CashierChannel): boolean => channel !== CashierChannel.Transfer;

/**
 * The way preselected: the recommended one is the first the server lists enabled. The speedy
 * cashier takes the shopper's last way when it is still offered, else the first instant one.
 */
export function preselectedWay(ways: readonly PayWayItem[], speedy: boolean, lastUsed: CashierChannel | null): CashierChannel | null {
  const enabled = ways.filter((way) => way.enabled);
  if (!speedy) return enabled[0]?.channel ?? null;
  const instant = enabled.filter((way) => isInstant(way.channel));
  const last = instant.find((way) => way.channel === lastUsed);
  return (last ?? instant[0])?.channel ?? null;
}
