import { AdminPaths, fillText, Permission, WarrantyAdminPaths, WarrantyAdminText as T, type AdminWarrantyCardDetail } from '@emall/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, openConsole, stubAdminApi } from '../../../test/console-app.tsx';
import { card, serviceOperator } from '../../../test/warranty-fixtures.ts';

const fetchMock = stubAdminApi();
/** The loaded 2-core machine can take seconds to draw what follows a click. */
const SLOW = { timeout: 8_000 };
const FULL = [Permission.warrantyRead, Permission.warrantyHandle];
const { claims: _c, ownerCars: _o, canTransferVin: _t, audit: _a, ...row } = card;

/** The search answers the card; the card's page `stored`; a PUT answers the card as the body changed it. */
function serve(stored: AdminWarrantyCardDetail, permissions = FULL) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://console.test');
    const ok = (result: unknown) => jsonAnswer(200, { code: 0, message: 'ok', result });
    if (url.pathname.endsWith(AdminPaths.me)) return ok({ operator: serviceOperator(permissions), csrfToken: 'c', expiresAt: '2030-01-01T00:00:00Z' });
    if (url.pathname.endsWith(WarrantyAdminPaths.cards)) return ok({ pageNo: 1, pageSize: 20, totalNum: 1, result: [row] });
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { serialNo?: string; vin?: string };
      return ok({ ...stored, ...(body.serialNo ? { serialNo: body.serialNo } : {}), ...(body.vin ? { vin: body.vin } : {}) });
    }
    return ok(stored);
  });
}

const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
const sent = (n: number) => ({ path: new URL(String(puts()[n]![0]), 'http://console.test').pathname, body: JSON.parse(String(puts()[n]![1]?.body)) as unknown });

async function openCard() {
  openConsole('/trade/warranty-cards');
  fireEvent.click(await screen.findByRole('button', { name: `${T.view} ${card.cardNo}` }, { timeout: 20_000 }));
  const title = await screen.findByText(T.cardDetail, {}, SLOW);
  return title.closest<HTMLElement>('[role="dialog"]')!;
}

describe('保修卡', { timeout: 40_000 }, () => {
  it('searches by keyword and lists the card with its serial, VIN, owner and days left', async () => {
    serve(card);
    openConsole('/trade/warranty-cards');
    const line = (await screen.findByText(card.cardNo, {}, { timeout: 20_000 })).closest('tr')!;
    expect(within(line).getByText(card.serialNo!)).toBeTruthy();
    expect(within(line).getByText(card.vin!)).toBeTruthy();
    expect(within(line).getByText(card.userPhone)).toBeTruthy();
    expect(within(line).getByText(fillText(T.daysLeft, { days: card.daysLeft }))).toBeTruthy();
    fireEvent.change(screen.getByLabelText(T.cardKeyword), { target: { value: ` ${card.vin} ` } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => {
      const calls = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://console.test')).filter((u) => u.pathname.endsWith(WarrantyAdminPaths.cards));
      expect(calls.at(-1)!.searchParams.get('keyword')).toBe(card.vin);
    });
  });

  it('corrects the serial only in the pattern the server takes, with a reason, and shows the new one', async () => {
    serve(card);
    const drawer = await openCard();
    fireEvent.click(await within(drawer).findByRole('button', { name: new RegExp(T.correctSerial) }));
    const dialog = (await screen.findAllByRole('dialog', {}, SLOW)).find((d) => within(d).queryByLabelText(T.newSerial))!;
    fireEvent.change(within(dialog).getByLabelText(T.newSerial), { target: { value: '坏号' } });
    fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(T.correctSerial) }));
    expect(await within(dialog).findByText(T.serialInvalid, {}, SLOW)).toBeTruthy();
    expect(await within(dialog).findByText(T.reasonRequired, {}, SLOW)).toBeTruthy();
    expect(puts()).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(T.newSerial), { target: { value: ' YCHC-7K-000456 ' } });
    fireEvent.change(within(dialog).getByLabelText(T.reason), { target: { value: '安装时录错一位' } });
    fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(T.correctSerial) }));
    await waitFor(() => expect(puts()).toHaveLength(1), SLOW);
    expect(sent(0)).toEqual({ path: expect.stringContaining(WarrantyAdminPaths.serial.replace(':id', card.cardId)) as string, body: { serialNo: 'YCHC-7K-000456', reason: '安装时录错一位' } });
    expect(await screen.findByText(T.serialDone, {}, SLOW)).toBeTruthy();
    expect(within(drawer).getByText('YCHC-7K-000456')).toBeTruthy();
  });

  it("moves the card to another of the owner's cars", async () => {
    serve(card);
    const drawer = await openCard();
    fireEvent.click(await within(drawer).findByRole('button', { name: new RegExp(T.transferVin) }));
    const dialog = (await screen.findAllByRole('dialog', {}, SLOW)).find((d) => within(d).queryByText(T.transferVinHint))!;
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle(`${card.ownerCars[0]!.name} · ${card.ownerCars[0]!.vin}`, {}, SLOW));
    fireEvent.change(within(dialog).getByLabelText(T.reason), { target: { value: '用户换车' } });
    fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(T.transferVin) }));
    await waitFor(() => expect(puts()).toHaveLength(1), SLOW);
    expect(sent(0).body).toEqual({ vin: card.ownerCars[0]!.vin, reason: '用户换车' });
    expect(await screen.findByText(T.transferDone, {}, SLOW)).toBeTruthy();
  });

  it('offers no transfer when the server says the card cannot move', async () => {
    serve({ ...card, canTransferVin: false });
    const drawer = await openCard();
    expect((await within(drawer).findByRole('button', { name: new RegExp(T.transferVin) })).hasAttribute('disabled')).toBe(true);
  });

  it('shows a reader the card without its edits', async () => {
    serve(card, [Permission.warrantyRead]);
    const drawer = await openCard();
    expect(await within(drawer).findByText(card.cover, {}, SLOW)).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: new RegExp(T.correctSerial) })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: new RegExp(T.transferVin) })).toBeNull();
  });
});
