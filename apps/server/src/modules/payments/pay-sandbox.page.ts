import { brand, PAY_TRANSFER_ROUTE, SandboxPayAction, Text } from '@emall/contract';
import { formatPrice } from '@emall/domain';
import { escapeHtml, sandboxHtml } from '../../lib/sandbox-html.ts';

// Colours: white on #1D4ED8 is 6.7:1, #B42318 on white 6.0:1, #595959 on white 7.0:1.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#F2F3F5;color:#1A1A1A;font:16px/1.5 -apple-system,BlinkMacSystemFont,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif}
.bar{padding:12px 16px;text-align:center;font-weight:600;background:#fff;border-bottom:1px solid #E5E6EB}
.note{margin:12px 16px;color:#595959;font-size:13px;text-align:center}
.card{max-width:560px;margin:12px auto;background:#fff;border-radius:12px;padding:24px 20px}
.channel{font-size:15px;color:#595959;text-align:center}
.amount{font-size:34px;font-weight:700;text-align:center;margin:8px 0 16px}
dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:8px 12px;font-size:14px}
dt{color:#595959}
dd{margin:0;text-align:right;word-break:break-all}
.actions{display:flex;flex-direction:column;gap:12px;margin-top:24px}
button,a.back{display:block;width:100%;height:48px;border:0;border-radius:8px;font-size:16px;font-weight:600;text-align:center;line-height:48px;text-decoration:none}
.pay{background:${brand.colors.primary};color:#fff}
.cancel{background:#F2F3F5;color:#1A1A1A}
.fail{background:#fff;color:#B42318;border:1px solid #B42318}
a.back{background:${brand.colors.primary};color:#fff}
.status{text-align:center;font-size:18px;font-weight:600}
`;

function layout(body: string): string {
  return sandboxHtml(
    Text.sandboxGatewayTitle,
    STYLE,
    `<div class="bar">${escapeHtml(Text.sandboxGatewayTitle)}</div>
<p class="note">${escapeHtml(Text.sandboxGatewayNote)}</p>
${body}`,
  );
}

export interface GatewayView {
  action: string;
  outTradeNo: string;
  tag: string;
  channelName: string;
  amountFen: number;
  orderNo: string;
  /** Null while the payment waits; else what became of it. */
  done: string | null;
}

/** The sandbox channel's page: the channel, the amount and the order, with 支付 / 取消 / 模拟失败. */
export function gatewayPage(view: GatewayView): string {
  const details = `<div class="channel">${escapeHtml(view.channelName)} · ${escapeHtml(brand.shopName)}</div>
<div class="amount">${escapeHtml(formatPrice(view.amountFen))}</div>
<dl><dt>订单编号</dt><dd>${escapeHtml(view.orderNo)}</dd><dt>交易号</dt><dd>${escapeHtml(view.outTradeNo)}</dd></dl>`;
  if (view.done !== null) {
    const back = `${PAY_TRANSFER_ROUTE}?out_trade_no=${encodeURIComponent(view.outTradeNo)}`;
    return layout(`<div class="card">${details}<p class="status">${escapeHtml(view.done)}</p>
<div class="actions"><a class="back" href="${escapeHtml(back)}">返回商户</a></div></div>`);
  }
  return layout(`<form class="card" method="post" action="${escapeHtml(view.action)}">
${details}
<input type="hidden" name="out_trade_no" value="${escapeHtml(view.outTradeNo)}">
<input type="hidden" name="tag" value="${escapeHtml(view.tag)}">
<div class="actions">
<button type="submit" name="action" value="${SandboxPayAction.pay}" class="pay">${escapeHtml(Text.sandboxPay)}</button>
<button type="submit" name="action" value="${SandboxPayAction.cancel}" class="cancel">${escapeHtml(Text.sandboxCancel)}</button>
<button type="submit" name="action" value="${SandboxPayAction.fail}" class="fail">${escapeHtml(Text.sandboxFail)}</button>
</div>
</form>`);
}

export function gatewayErrorPage(reason: string): string {
  return layout(`<div class="card"><p class="status">支付请求无效</p><p class="note">${escapeHtml(reason)}</p></div>`);
}
