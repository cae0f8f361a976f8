import { createHash } from 'node:crypto';
import { AdminPayWayText, CashierChannel, fillText, Paths, Text } from '@emall/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { escapeHtml, sandboxHtml } from '../../lib/sandbox-html.ts';

/** Posts the page's one form as soon as it loads; the button stays for a browser that runs no script. */
const SUBMIT = 'document.forms[0].submit();';
const SUBMIT_HASH = `'sha256-${createHash('sha256').update(SUBMIT).digest('base64')}'`;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#F2F3F5;color:#1A1A1A;font:16px/1.5 -apple-system,BlinkMacSystemFont,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif}
.card{max-width:560px;margin:24px 16px;background:#fff;border-radius:12px;padding:24px 20px;text-align:center}
h1{font-size:18px;margin:0 0 8px}
p{color:#595959;font-size:14px;margin:0 0 20px}
p:last-child{margin:0}
@media (min-width:592px){.card{margin:24px auto}}
button{width:100%;height:48px;border:0;border-radius:8px;font-size:16px;font-weight:600;background:#C7000B;color:#fff}
`;

function sendPage(reply: FastifyReply, status: number, html: string, formAction: string) {
  return reply
    .status(status)
    .headers({
      'cache-control': 'no-store',
      'x-frame-options': 'DENY',
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; script-src ${SUBMIT_HASH}; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
      'referrer-policy': 'no-referrer',
    })
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * GET …/pay/gateway-form/{channel}: the cashier's payUrl for a channel whose pay page takes only a
 * signed form post (ICBC's /ui/ pages). The query is the payment's signed parameters, made when it
 * was started; the page posts them on to the channel's gateway (its address from our configuration,
 * never from the link). Nothing here is trusted: the channel verifies the signature. A link that is
 * not the configured channel's set answers a page saying so (400).
 */
export function payGatewayFormRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    app.get(Paths.payGatewayForm, { schema: { hide: true } }, async (request, reply) => {
      const channel = (request.params as { channel: string }).channel as CashierChannel;
      const query = Object.fromEntries(Object.entries(request.query as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'));
      const form = ctx.pay.gatewayForms?.[channel]?.read(query) ?? null;
      if (!form) {
        const body = `<div class="card"><h1>${escapeHtml(Text.payGatewayFormInvalidTitle)}</h1><p>${escapeHtml(Text.payGatewayFormInvalid)}</p></div>`;
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
  };
}
