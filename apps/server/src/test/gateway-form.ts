import type { TestApp } from './test-app.ts';

const unescapeHtml = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/**
 * The shopper's browser on a cashier payUrl that is our gateway-form page (ICBC, UnionPay): the
 * page's status and, when it shows one, the form it posts on, as the browser would send it.
 */
export async function gatewayFormOf(app: TestApp, payUrl: string): Promise<{ status: number; form: { action: string; fields: Record<string, string> } | null }> {
  const url = new URL(payUrl, 'https://shop.example');
  const page = await app.server.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  if (page.statusCode !== 200) return { status: page.statusCode, form: null };
  const action = /<form[^>]* action="([^"]+)"/.exec(page.body)?.[1];
  if (!action) throw new Error('the gateway-form page has no form');
  const fields = Object.fromEntries([...page.body.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [unescapeHtml(m[1]!), unescapeHtml(m[2]!)]));
  return { status: 200, form: { action: unescapeHtml(action), fields } };
}
