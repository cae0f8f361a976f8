import { randomBytes } from 'node:crypto';
import { brand, CashierChannel, PAY_TRANSFER_ROUTE, Paths, Text } from '@emall/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { acceptFormBodies } from '../../http/form-body.ts';
import { escapeHtml, sandboxHtml } from '../../lib/sandbox-html.ts';

/** A signed consumption form is about 2 KB (its signature, callback URLs); the channel's posted return a little more. */
const FORM_BODY_LIMIT = 16 * 1024;

const STYLE = `
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;background:#F2F3F5;color:#1A1A1A;font:16px/1.5 -apple-system,BlinkMacSystemFont,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif;padding:24px;text-align:center}
button,.button{display:inline-block;height:48px;line-height:48px;padding:0 32px;border:0;border-radius:8px;background:${brand.colors.primary};color:#fff;font-size:16px;font-weight:600;text-decoration:none}
p{max-width:320px;margin:0}
`;

function sendPage(reply: FastifyReply, status: number, html: string, policy: string) {
  return reply
    .status(status)
    .headers({ 'cache-control': 'no-store', 'x-frame-options': 'DENY', 'referrer-policy': 'no-referrer', 'content-security-policy': policy })
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * GET …/pay/form-gateway/{channel}: the cashier's payUrl for a channel whose page the shopper's
 * browser opens by posting our signed form (UnionPay's frontTransReq.do). The page posts the form
 * at once (a button without script); it relays only a form the adapter recognises as signed by us.
 * POST there: the channel sends the browser back (its front notification) and it goes on to
 * /payTransfer, whose result the back notification or the sweep decides, never this post.
 */
export function payFormGatewayRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    acceptFormBodies(app, FORM_BODY_LIMIT);
    const gatewayOf = (channel: string) => ctx.pay.formGateways?.[channel as CashierChannel];

    app.get<{ Params: { channel: string }; Querystring: Record<string, unknown> }>(Paths.payFormGateway, async (request, reply) => {
      // A field given twice (an array) is no field of a form we signed: left out, the signature fails.
      const query = Object.fromEntries(Object.entries(request.query ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
      const form = gatewayOf(request.params.channel)?.form(query);
      if (!form) {
        const html = sandboxHtml(Text.payFormGatewayTitle, STYLE, `<p>${escapeHtml(Text.payFormGatewayInvalid)}</p>\n<a class="button" href="/">${escapeHtml(Text.payBackHome)}</a>`);
        return sendPage(reply, 400, html, "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'");
      }
      const nonce = randomBytes(16).toString('base64');
      const inputs = Object.entries(form.fields)
        .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
        .join('\n');
      const body = `<p>${escapeHtml(Text.payFormGatewayTitle)}…</p>
<form id="pay" method="post" action="${escapeHtml(form.action)}" accept-charset="UTF-8">
${inputs}
<button type="submit">${escapeHtml(Text.payFormGatewayContinue)}</button>
</form>
<script nonce="${nonce}">document.getElementById('pay').submit();</script>`;
      const policy = `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; form-action ${new URL(form.action).origin}; frame-ancestors 'none'; base-uri 'none'`;
      return sendPage(reply, 200, sandboxHtml(Text.payFormGatewayTitle, STYLE, body), policy);
    });

    app.post<{ Params: { channel: string } }>(Paths.payFormGateway, async (request, reply) => {
      const outTradeNo = gatewayOf(request.params.channel)?.returned((request.body ?? {}) as Record<string, string>) ?? null;
      const to = outTradeNo ? `${PAY_TRANSFER_ROUTE}?out_trade_no=${encodeURIComponent(outTradeNo)}` : PAY_TRANSFER_ROUTE;
      return reply.header('cache-control', 'no-store').redirect(to, 303);
    });
  };
}
