import { AdminPayWayText, brand, CashierChannel, fillText, PAY_TRANSFER_ROUTE, Paths, Text } from '@emall/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { acceptFormBodies } from '../../http/form-body.ts';
import { hashSource } from '../../http/security-headers.ts';
import { escapeHtml, sandboxHtml } from '../../lib/sandbox-html.ts';

/** Posts the page's one form as soon as it loads; the button stays for a browser that runs no script. */
const SUBMIT = 'document.forms[0].submit();';

/** A signed form's fields posted back by a channel's page (UnionPay's front notification): about 2 KB, a little more with its certificate. */
const RETURN_BODY_LIMIT = 16 * 1024;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#F2F3F5;color:#1A1A1A;font:16px/1.5 -apple-system,BlinkMacSystemFont,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif}
.card{max-width:560px;margin:24px 16px;background:#fff;border-radius:12px;padding:24px 20px;text-align:center}
h1{font-size:18px;margin:0 0 8px}
p{color:#595959;font-size:14px;margin:0 0 20px;text-wrap:balance}
@media (min-width:592px){.card{margin:24px auto}}
button,.button{display:block;width:100%;height:48px;line-height:48px;border:0;border-radius:8px;font-size:16px;font-weight:600;background:${brand.colors.primary};color:#fff;text-decoration:none}
`;

/** The policy of a page: no script but the one hashed, no form posted anywhere but `formAction`. */
function sendPage(reply: FastifyReply, status: number, html: string, formAction: string) {
  return reply
    .status(status)
    .headers({
      'cache-control': 'no-store',
      'x-frame-options': 'DENY',
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; script-src ${hashSource(SUBMIT)}; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
      'referrer-policy': 'no-referrer',
    })
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * GET …/pay/gateway-form/{channel}: the cashier's payUrl for a channel whose pay page takes only a
 * signed form post (ICBC's /ui/ cashier, UnionPay's frontTransReq.do). The query is the payment's
 * signed parameters, made when it was started; the page posts them on at once to the channel's
 * gateway (its address from our configuration, never from the link), with a button for a browser
 * that runs no script. The adapter re-checks our signature first: a link that is not a set we
 * signed for that channel (altered, a field given twice, another app's) answers a page saying so
 * (400) with a way home, and posts nothing.
 *
 * POST there: the channel's page sends the browser back (UnionPay's frontUrl); it goes on to
 * /payTransfer, whose result the notification or the sweep decides, never this post.
 */
export function payGatewayFormRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    acceptFormBodies(app, RETURN_BODY_LIMIT);
    const gatewayOf = (channel: string) => ctx.pay.gatewayForms?.[channel as CashierChannel];

    app.get<{ Params: { channel: string }; Querystring: Record<string, unknown> }>(Paths.payGatewayForm, { schema: { hide: true } }, async (request, reply) => {
      const channel = request.params.channel as CashierChannel;
      // A field given twice (an array) is no field of a set we signed: left out, the signature fails.
      const query = Object.fromEntries(Object.entries(request.query ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'));
      const form = gatewayOf(channel)?.read(query) ?? null;
      if (!form) {
        const body = `<div class="card"><h1>${escapeHtml(Text.payGatewayFormInvalidTitle)}</h1><p>${escapeHtml(Text.payGatewayFormInvalid)}</p>
<a class="button" href="/">${escapeHtml(Text.payBackHome)}</a></div>`;
        return sendPage(reply, 400, sandboxHtml(Text.payGatewayFormInvalidTitle, STYLE, body), "'none'");
      }
      const name = AdminPayWayText[channel];
      const inputs = Object.entries(form.fields)
        .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
        .join('\n');
      const body = `<form class="card" method="post" action="${escapeHtml(form.action)}" accept-charset="UTF-8">
<h1>${escapeHtml(Text.payGatewayFormTitle)}</h1>
<p>${escapeHtml(fillText(Text.payGatewayFormNote, { channel: name }))}</p>
${inputs}
<button type="submit">${escapeHtml(fillText(Text.payGatewayFormGo, { channel: name }))}</button>
</form>
<script>${SUBMIT}</script>`;
      return sendPage(reply, 200, sandboxHtml(Text.payGatewayFormTitle, STYLE, body), new URL(form.action).origin);
    });

    app.post<{ Params: { channel: string } }>(Paths.payGatewayForm, { schema: { hide: true } }, async (request, reply) => {
      const outTradeNo = gatewayOf(request.params.channel)?.returned?.((request.body ?? {}) as Record<string, string>) ?? null;
      const to = outTradeNo ? `${PAY_TRANSFER_ROUTE}?out_trade_no=${encodeURIComponent(outTradeNo)}` : PAY_TRANSFER_ROUTE;
      return reply.header('cache-control', 'no-store').redirect(to, 303);
    });
  };
}
