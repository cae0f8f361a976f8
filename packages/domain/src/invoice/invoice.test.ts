import { ErrorCode, InvoiceKind, InvoiceTitleType, OrderFamily } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { checkInvoiceTitle, invoiceableFen, invoiceLines, invoiceTotals, isInvoiceable, redLines, splitTax, TaxRate, taxRateOf } from './invoice.ts';

describe('invoiceability', () => {
  it('bills the cash kept: paid, not wholly refunded, cash above zero', () => {
    expect(isInvoiceable({ paid: true, cashPaidFen: 10_000, cashRefundedFen: 0 })).toBe(true);
    expect(invoiceableFen({ paid: true, cashPaidFen: 10_000, cashRefundedFen: 4_000 })).toBe(6_000);
    expect(isInvoiceable({ paid: false, cashPaidFen: 10_000, cashRefundedFen: 0 })).toBe(false);
    expect(isInvoiceable({ paid: true, cashPaidFen: 10_000, cashRefundedFen: 10_000 })).toBe(false);
    // Paid wholly in E-value and a coupon: no cash, nothing to invoice.
    expect(isInvoiceable({ paid: true, cashPaidFen: 0, cashRefundedFen: 0 })).toBe(false);
  });
});

describe('splitTax', () => {
  it('splits an inclusive amount so amount + tax is the sum, rounding the amount to the fen', () => {
    expect(splitTax(11_300, TaxRate.goods)).toEqual({ amountFen: 10_000, taxFen: 1_300 });
    expect(splitTax(10_000, TaxRate.goods)).toEqual({ amountFen: 8_850, taxFen: 1_150 });
    expect(splitTax(-10_000, TaxRate.goods)).toEqual({ amountFen: -8_850, taxFen: -1_150 });
    expect(splitTax(1, TaxRate.services)).toEqual({ amountFen: 1, taxFen: 0 });
    for (let fen = 0; fen < 5_000; fen += 37) {
      const { amountFen, taxFen } = splitTax(fen, TaxRate.carriage);
      expect(amountFen + taxFen).toBe(fen);
      expect(Math.abs(amountFen * 1.09 - fen)).toBeLessThanOrEqual(0.55);
    }
  });

  it('taxes goods at 13% and services sold as virtual goods at 6%', () => {
    expect(taxRateOf(OrderFamily.shop)).toBe(130);
    expect(taxRateOf(OrderFamily.virtual)).toBe(60);
  });
});

describe('invoiceLines', () => {
  const lines = [
    { name: '脚垫', num: 2, cashFen: 20_000, refundedPieces: 1, refundedCashFen: 10_000 },
    { name: 'E值商品', num: 1, cashFen: 0, refundedPieces: 0, refundedCashFen: 0 },
    { name: '车衣', num: 1, cashFen: 5_000, refundedPieces: 1, refundedCashFen: 5_000 },
  ];

  it('bills what each line kept, drops lines with no cash, and adds the carriage as transport', () => {
    const billed = invoiceLines(lines, { cashFen: 1_000, refundedFen: 0 }, TaxRate.goods, '运费');
    expect(billed.map((l) => [l.name, l.quantity, l.ratePermille])).toEqual([
      ['脚垫', 1, 130],
      ['运费', 1, 90],
    ]);
    expect(invoiceTotals(billed).totalFen).toBe(11_000);
    expect(billed[0]!.unitPrice).toBe('88.5');
    const red = redLines(billed);
    expect(invoiceTotals(red).totalFen).toBe(-11_000);
    expect(red[0]!.quantity).toBe(-1);
  });
});

describe('checkInvoiceTitle', () => {
  const company = { kind: InvoiceKind.normal, titleType: InvoiceTitleType.company, title: ' 测试公司 ', taxNo: '91350100m000100y43', email: 'a@b.cn', hasMailAddress: false };

  it('normalises a company title and drops a personal title’s tax details', () => {
    expect(checkInvoiceTitle(company)).toMatchObject({ ok: true, value: { title: '测试公司', taxNo: '91350100M000100Y43' } });
    expect(checkInvoiceTitle({ ...company, titleType: InvoiceTitleType.personal, title: '张三' })).toMatchObject({ ok: true, value: { taxNo: '', bank: '' } });
  });

  it('answers each refusal with its code', () => {
    const special = { ...company, kind: InvoiceKind.special, bank: '银行', account: '1', regAddress: '地址', regPhone: '1' };
    expect(checkInvoiceTitle({ ...company, title: '' })).toEqual({ ok: false, code: ErrorCode.INVOICE_TITLE_INVALID });
    expect(checkInvoiceTitle({ ...company, taxNo: '123' })).toEqual({ ok: false, code: ErrorCode.INVOICE_TAX_NO_INVALID });
    expect(checkInvoiceTitle({ ...company, email: 'x' })).toEqual({ ok: false, code: ErrorCode.INVOICE_EMAIL_INVALID });
    expect(checkInvoiceTitle({ ...special, titleType: InvoiceTitleType.personal })).toEqual({ ok: false, code: ErrorCode.INVOICE_SPECIAL_COMPANY_ONLY });
    expect(checkInvoiceTitle({ ...special, bank: '' })).toEqual({ ok: false, code: ErrorCode.INVOICE_SPECIAL_DETAILS_REQUIRED });
    expect(checkInvoiceTitle(special)).toEqual({ ok: false, code: ErrorCode.INVOICE_ADDRESS_REQUIRED });
    expect(checkInvoiceTitle({ ...special, hasMailAddress: true }).ok).toBe(true);
  });
});
