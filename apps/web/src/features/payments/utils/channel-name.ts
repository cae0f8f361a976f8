import { CashierChannel, Text } from '@emall/contract';

const names: Record<CashierChannel, string> = {
  [CashierChannel.WechatPay]: Text.payChannelWechatPay,
  [CashierChannel.Alipay]: Text.payChannelAlipay,
  [CashierChannel.UnionPay]: Text.payChannelUnionPay,
  [CashierChannel.ICBC]: Text.payChannelICBC,
  [CashierChannel.Transfer]: Text.payChannelTransfer,
};

/** A channel's Chinese name (a receipt and a result know the channel, not the cashier's list). */
export function channelName(channel: CashierChannel): string {
  return names[channel];
}
