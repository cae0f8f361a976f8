import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brand, InvoiceDirection, InvoiceDocText as T, InvoiceKind, InvoiceKindText, type InvoiceView } from '@emall/contract';
import { formatMoney } from '@emall/domain';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import type { InvoicingConfig } from '../../config.ts';

/*
 * The e-invoice PDF (issue 17), laid out as a Chinese 电子发票: title, number and date, buyer and
 * seller with their taxpayer numbers, the lines, totals in figures and capitals, remarks and a
 * verification QR code. Chinese is drawn with Noto Sans SC (OFL) shipped by @fontsource/noto-sans-sc,
 * which splits the font by Unicode ranges: each range a text needs is embedded, subset to the glyphs
 * used, so the file carries its own font (tens of KB) and reads the same on any machine.
 */

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('@fontsource/noto-sans-sc/package.json')), 'files');
type Range = { from: number; to: number; chunk: string };
let ranges: Range[] | null = null;

/*
 * Decompressing a WOFF2 chunk (Brotli, in JavaScript) costs most of a render: the chunks' bytes are
 * read once, and fontkit's parsed font is kept per chunk (fonts are read-only; each PDF makes its
 * own subset from them), so only the first invoice of a process pays for it.
 */
const chunkBytes = new Map<string, Uint8Array>();
const parsed = new WeakMap<Uint8Array, ReturnType<typeof fontkit.create>>();
const cachingFontkit: typeof fontkit = {
  create(data, postscriptName) {
    let font = parsed.get(data);
    if (!font) {
      font = fontkit.create(data, postscriptName);
      parsed.set(data, font);
    }
    return font;
  },
};

function bytesOf(chunk: string): Uint8Array {
  let bytes = chunkBytes.get(chunk);
  if (!bytes) {
    bytes = new Uint8Array(fs.readFileSync(path.join(fontDir, `noto-sans-sc-${chunk}-400-normal.woff2`)));
    chunkBytes.set(chunk, bytes);
  }
  return bytes;
}

function chunkRanges(): Range[] {
  if (ranges) return ranges;
  const unicode = JSON.parse(fs.readFileSync(path.join(fontDir, '..', 'unicode.json'), 'utf8')) as Record<string, string>;
  ranges = Object.entries(unicode).flatMap(([key, list]) =>
    list.split(',').map((part) => {
      const [a, b] = part.trim().replace(/^U\+/i, '').split('-');
      return { from: parseInt(a!, 16), to: parseInt(b ?? a!, 16), chunk: key.replace(/[[\]]/g, '') };
    }),
  );
  return ranges;
}

function chunkOf(ch: string): string | undefined {
  const cp = ch.codePointAt(0)!;
  return chunkRanges().find((r) => cp >= r.from && cp <= r.to)?.chunk;
}

/** Draws text in the font chunk each character lives in. */
class Writer {
  private readonly fonts = new Map<string, PDFFont>();
  constructor(private readonly doc: PDFDocument) {}

  private async font(chunk: string): Promise<PDFFont> {
    let font = this.fonts.get(chunk);
    if (!font) {
      font = await this.doc.embedFont(bytesOf(chunk), { subset: true });
      this.fonts.set(chunk, font);
    }
    return font;
  }

  private async runs(text: string): Promise<{ text: string; font: PDFFont }[]> {
    const out: { text: string; chunk: string }[] = [];
    for (const ch of text) {
      const chunk = chunkOf(ch);
      if (chunk === undefined) continue;
      const last = out.at(-1);
      if (last?.chunk === chunk) last.text += ch;
      else out.push({ text: ch, chunk });
    }
    return Promise.all(out.map(async (r) => ({ text: r.text, font: await this.font(r.chunk) })));
  }

  async width(text: string, size: number): Promise<number> {
    return (await this.runs(text)).reduce((a, r) => a + r.font.widthOfTextAtSize(r.text, size), 0);
  }

  async draw(page: PDFPage, text: string, x: number, y: number, size: number, opts: { align?: 'left' | 'right' | 'center'; color?: ReturnType<typeof rgb> } = {}): Promise<void> {
    const w = await this.width(text, size);
    let at = opts.align === 'right' ? x - w : opts.align === 'center' ? x - w / 2 : x;
    for (const run of await this.runs(text)) {
      page.drawText(run.text, { x: at, y, size, font: run.font, color: opts.color ?? INK });
      at += run.font.widthOfTextAtSize(run.text, size);
    }
  }
}

const INK = rgb(0.1, 0.1, 0.1);
const FRAME = rgb(0.55, 0.3, 0.2);
const W = 683;
const H = 420;
const M = 30;

function drawQr(page: PDFPage, text: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const cell = size / n;
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (qr.modules.get(r, c)) page.drawRectangle({ x: x + c * cell, y: y + size - (r + 1) * cell, width: cell, height: cell, color: INK });
    }
  }
}

const yuan = (fen: number) => `¥${formatMoney(fen)}`;
const rate = (permille: number) => `${permille / 10}%`;

interface PdfParty {
  name: string;
  taxNo: string;
}

/** The invoice as a PDF; `originalNo` is the blue invoice a red one cancels. */
export async function renderInvoicePdf(invoice: InvoiceView, seller: InvoicingConfig['seller'], originalNo: string | null): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(cachingFontkit);
  doc.setTitle(`${T.title} ${invoice.invoiceNo ?? ''}`);
  doc.setAuthor(seller.name);
  doc.setCreator(brand.shopName);
  const page = doc.addPage([W, H]);
  const w = new Writer(doc);
  const red = invoice.direction === InvoiceDirection.red;
  const kindWord = InvoiceKindText[invoice.kind].replace(/^电子/, '');
  await w.draw(page, red ? `${T.redTitle}（${kindWord}）` : `${T.title}（${kindWord}）`, W / 2, H - 48, 20, { align: 'center', color: FRAME });
  page.drawLine({ start: { x: W / 2 - 120, y: H - 56 }, end: { x: W / 2 + 120, y: H - 56 }, thickness: 1, color: FRAME });
  page.drawLine({ start: { x: W / 2 - 120, y: H - 59 }, end: { x: W / 2 + 120, y: H - 59 }, thickness: 1, color: FRAME });

  const date = invoice.issuedAt ? new Date(invoice.issuedAt) : null;
  const dateText = date ? new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date) : '';
  drawQr(page, `https://${brand.domains[0]}/invoice/verify?no=${invoice.invoiceNo ?? ''}&date=${dateText}&total=${invoice.totalFen}&seller=${seller.taxNo}`, M, H - 84, 58);
  await w.draw(page, T.verify, M + 29, H - 96, 7, { align: 'center' });
  await w.draw(page, `${T.invoiceNo}：${invoice.invoiceNo ?? ''}`, W - M, H - 40, 10, { align: 'right' });
  await w.draw(page, `${T.issuedAt}：${dateText}`, W - M, H - 56, 10, { align: 'right' });

  // Buyer | seller boxes.
  const top = H - 110;
  const boxH = 64;
  page.drawRectangle({ x: M, y: top - boxH, width: W - 2 * M, height: boxH, borderColor: FRAME, borderWidth: 1 });
  page.drawLine({ start: { x: W / 2, y: top }, end: { x: W / 2, y: top - boxH }, thickness: 1, color: FRAME });
  const party = async (x: number, label: string, p: PdfParty) => {
    await w.draw(page, label, x + 8, top - 16, 10, { color: FRAME });
    await w.draw(page, `${T.name}：${p.name}`, x + 8, top - 34, 10);
    await w.draw(page, `${T.taxNo}：${p.taxNo}`, x + 8, top - 52, 9);
  };
  await party(M, T.buyer, { name: invoice.title, taxNo: invoice.taxNo });
  await party(W / 2, T.seller, { name: seller.name, taxNo: seller.taxNo });

  // Lines.
  const cols = [M + 8, M + 250, M + 320, M + 420, M + 500, W - M - 8];
  let y = top - boxH - 18;
  const heads = [T.goodsName, T.quantity, T.unitPrice, T.amount, T.taxRate, T.tax];
  for (const [i, h] of heads.entries()) await w.draw(page, h, cols[i]!, y, 9, { align: i === 0 ? 'left' : 'right', color: FRAME });
  for (const line of invoice.lines) {
    y -= 16;
    await w.draw(page, line.name.length > 24 ? `${line.name.slice(0, 23)}…` : line.name, cols[0]!, y, 9);
    await w.draw(page, String(line.quantity), cols[1]!, y, 9, { align: 'right' });
    await w.draw(page, line.unitPrice, cols[2]!, y, 9, { align: 'right' });
    await w.draw(page, formatMoney(line.amountFen), cols[3]!, y, 9, { align: 'right' });
    await w.draw(page, rate(line.ratePermille), cols[4]!, y, 9, { align: 'right' });
    await w.draw(page, formatMoney(line.taxFen), cols[5]!, y, 9, { align: 'right' });
  }
  y -= 20;
  await w.draw(page, T.total, cols[0]!, y, 10, { color: FRAME });
  await w.draw(page, yuan(invoice.totalFen - invoice.taxFen), cols[3]!, y, 10, { align: 'right' });
  await w.draw(page, yuan(invoice.taxFen), cols[5]!, y, 10, { align: 'right' });
  const tableBottom = 112;
  page.drawRectangle({ x: M, y: tableBottom, width: W - 2 * M, height: top - boxH - tableBottom, borderColor: FRAME, borderWidth: 1 });

  // Totals in capitals and figures, remarks, issuer.
  page.drawRectangle({ x: M, y: tableBottom - 26, width: W - 2 * M, height: 26, borderColor: FRAME, borderWidth: 1 });
  await w.draw(page, T.totalInWords, M + 8, tableBottom - 17, 10, { color: FRAME });
  await w.draw(page, invoice.totalInCapitals, M + 130, tableBottom - 17, 10);
  await w.draw(page, `${T.totalInFigures}${yuan(invoice.totalFen)}`, W - M - 8, tableBottom - 17, 10, { align: 'right' });
  page.drawRectangle({ x: M, y: tableBottom - 66, width: W - 2 * M, height: 40, borderColor: FRAME, borderWidth: 1 });
  await w.draw(page, T.remark, M + 8, tableBottom - 44, 10, { color: FRAME });
  await w.draw(page, `${T.orderNo}：${invoice.orderNo}`, M + 50, tableBottom - 44, 9);
  if (red && originalNo) await w.draw(page, `${T.redOf}：${originalNo}`, M + 50, tableBottom - 58, 9);
  if (invoice.kind === InvoiceKind.special) {
    await w.draw(page, `${invoice.bank} ${invoice.account} ${invoice.regAddress} ${invoice.regPhone}`.trim(), W / 2, tableBottom - 44, 8);
  }
  await w.draw(page, `${T.issuer}：${brand.shopName}`, M + 8, tableBottom - 84, 10);
  return doc.save();
}
