import { AdminPaths, AdminText, ErrorCode, Permission, WarrantyAdminPaths, WarrantyAdminText as T, WarrantyClaimStatus as S, WarrantyClaimStatusText, WarrantyEvent as E, type AdminWarrantyClaimDetail } from '@emall/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, openConsole, stubAdminApi } from '../../../test/console-app.tsx';
import { movedTo, serviceOperator, submitted } from '../../../test/warranty-fixtures.ts';

const fetchMock = stubAdminApi();
/** The loaded 2-core machine can take seconds to draw what follows a click. */
const SLOW = { timeout: 8_000 };
const FULL = [Permission.warrantyRead, Permission.warrantyHandle];
const OTHER_STORE = { storeId: '4', storeName: '曜川上海静安体验店', address: '上海市静安区南京西路 1266 号', phone: '021-62881266' };
const pathOf = (path: string) => path.replace(':id', submitted.claimId);

/** The claim as the server answers it; each POST answers `next(path)`, or `refuse` for every write. */
function serve(permissions: Permission[], claim: AdminWarrantyClaimDetail, next: (path: string) => AdminWarrantyClaimDetail = () => claim, refuse?: { code: number; message: string }) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://console.test');
    const ok = (result: unknown) => jsonAnswer(200, { code: 0, message: 'ok', result });
    if (url.pathname.endsWith(AdminPaths.me)) return ok({ operator: serviceOperator(permissions), csrfToken: 'c', expiresAt: '2030-01-01T00:00:00Z' });
    if (url.pathname.endsWith(WarrantyAdminPaths.stores)) return ok([submitted.preferredStore, OTHER_STORE]);
    if (init?.method === 'POST') return refuse ? jsonAnswer(200, { ...refuse, result: null }) : ok(next(url.pathname));
    return ok(claim);
  });
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
const sent = (n: number) => ({ path: new URL(String(posts()[n]![0]), 'http://console.test').pathname, body: JSON.parse(String(posts()[n]![1]?.body)) as unknown });
const open = async () => {
  openConsole(`/trade/warranty/${submitted.claimId}`);
  expect(await screen.findByRole('heading', { name: `${T.claimNo} ${submitted.claimNo}` }, { timeout: 20_000 })).toBeTruthy();
};

describe('保修单详情', { timeout: 40_000 }, () => {
  it('shows the report, the photos, the wish, the card and the unit history', async () => {
    serve(FULL, submitted);
    await open();
    expect(screen.getByText(submitted.description)).toBeTruthy();
    expect(screen.getByRole('img', { name: `${T.media} 2` })).toBeTruthy();
    expect(screen.getAllByText(submitted.preferredStore.storeName).length).toBeGreaterThan(0);
    expect(screen.getByText(`${submitted.preferredDate} ${submitted.timeSlotText}`)).toBeTruthy();
    expect(screen.getByText(submitted.card.serialNo!)).toBeTruthy();
    expect(screen.getByText(submitted.card.vin!)).toBeTruthy();
    expect(screen.getAllByText(submitted.history.orderNo).length).toBeGreaterThan(0);
    expect(screen.getByText(submitted.history.orderStatusText)).toBeTruthy();
    expect(screen.getByText(T.noOtherClaims)).toBeTruthy();
    expect(screen.getByText(/剩 \d+ 小时|剩 \d+ 天/)).toBeTruthy();
  });

  it('accepts only after the confirmation, then offers 预约 in its place', async () => {
    serve(FULL, submitted, () => movedTo(submitted, S.accepted, [E.schedule, E.reject]));
    await open();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`${T.accept}$`) }));
    const confirm = await screen.findByRole('tooltip', {}, SLOW);
    expect(within(confirm).getByText(T.acceptConfirm)).toBeTruthy();
    expect(posts()).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: T.accept }));
    await waitFor(() => expect(posts()).toHaveLength(1), SLOW);
    expect(sent(0)).toEqual({ path: expect.stringContaining(pathOf(WarrantyAdminPaths.accept)) as string, body: {} });
    expect(await screen.findByText(T.acceptDone, {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(T.schedule) })).toBeTruthy();
    expect(screen.queryByRole('button', { name: new RegExp(`${T.accept}$`) })).toBeNull();
  });

  it("schedules at the user's store and the start of the slot asked for, sent as an ISO time", async () => {
    const accepted = movedTo(submitted, S.accepted, [E.schedule, E.reject]);
    const at = new Date(2026, 10, 29, 9, 0).toISOString();
    serve(FULL, accepted, () => movedTo(accepted, S.scheduled, [E.schedule, E.startRepair], { appointment: { store: submitted.preferredStore, at } }));
    await open();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(T.schedule) }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByText(new RegExp(submitted.preferredStore.storeName))).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: T.store }));
    expect(await screen.findByTitle(new RegExp(OTHER_STORE.storeName), {}, SLOW)).toBeTruthy();
    fireEvent.keyDown(within(dialog).getByRole('combobox', { name: T.store }), { key: 'Escape' });
    expect((within(dialog).getByLabelText(T.appointmentAt) as HTMLInputElement).value).toBe('2026-11-29 09:00');
    fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(T.schedule) }));
    await waitFor(() => expect(posts()).toHaveLength(1), SLOW);
    expect(sent(0).body).toEqual({ storeId: submitted.preferredStore.storeId, appointmentAt: at });
    expect(await screen.findByText(T.scheduleDone, {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(T.startRepair) })).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(T.reschedule) })).toBeTruthy();
  });

  it('completes only with a note, sending the parts and note trimmed', async () => {
    const repairing = movedTo(submitted, S.repairing, [E.complete]);
    serve(FULL, repairing, () => movedTo(repairing, S.completed, [], { repair: { parts: ['充电枪线缆'], note: '更换充电枪线缆后恢复', photos: [], completedAt: '2026-11-29T03:00:00.000Z' } }));
    await open();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(T.complete) }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(T.complete) }));
    expect(await within(dialog).findByText(T.repairNoteRequired, {}, SLOW)).toBeTruthy();
    expect(posts()).toHaveLength(0);
    const parts = within(dialog).getByRole('combobox', { name: T.parts });
    fireEvent.change(parts, { target: { value: '充电枪线缆' } });
    fireEvent.keyDown(parts, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.change(within(dialog).getByLabelText(T.repairNote), { target: { value: '  更换充电枪线缆后恢复  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(T.complete) }));
    await waitFor(() => expect(posts()).toHaveLength(1), SLOW);
    expect(sent(0)).toEqual({ path: expect.stringContaining(pathOf(WarrantyAdminPaths.complete)) as string, body: { parts: ['充电枪线缆'], note: '更换充电枪线缆后恢复', photos: [] } });
    expect(await screen.findByText(T.completeDone, {}, SLOW)).toBeTruthy();
    expect(screen.getByText('更换充电枪线缆后恢复')).toBeTruthy();
    expect(screen.queryByRole('button', { name: new RegExp(T.complete) })).toBeNull();
  });

  it('refuses only with a reason, sent trimmed, and shows it', async () => {
    serve(FULL, submitted, () => movedTo(submitted, S.rejected, [], { rejectReason: '人为损坏' }));
    await open();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(T.reject) }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(T.reject) }));
    expect(await within(dialog).findByText(T.rejectReasonRequired, {}, SLOW)).toBeTruthy();
    expect(posts()).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(T.rejectReason), { target: { value: '  人为损坏  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(T.reject) }));
    await waitFor(() => expect(posts()).toHaveLength(1), SLOW);
    expect(sent(0).body).toEqual({ reason: '人为损坏' });
    expect(await screen.findByText('人为损坏', {}, SLOW)).toBeTruthy();
    expect(screen.getAllByText(WarrantyClaimStatusText[S.rejected]).length).toBeGreaterThan(0);
  });

  it("shows the server's refusal in Chinese and reads the claim again", async () => {
    serve(FULL, submitted, undefined, { code: ErrorCode.WARRANTY_ACTION_NOT_ALLOWED, message: '保修单当前状态不支持该操作' });
    await open();
    const reads = () => fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith(pathOf(WarrantyAdminPaths.claim)) && init?.method === 'GET').length;
    const before = reads();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`${T.accept}$`) }));
    fireEvent.click(within(await screen.findByRole('tooltip', {}, SLOW)).getByRole('button', { name: T.accept }));
    expect(await screen.findByText('保修单当前状态不支持该操作', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(reads()).toBeGreaterThan(before), SLOW);
  });

  it('offers a reader (no warranty:handle) no move, and says why', async () => {
    serve([Permission.warrantyRead], submitted);
    await open();
    expect(screen.getByText(T.readOnly)).toBeTruthy();
    for (const name of [T.accept, T.reject]) expect(screen.queryByRole('button', { name: new RegExp(`${name}$`) })).toBeNull();
  });

  it('keeps 保修管理 out of the menu of a role without warranty:read', async () => {
    serve([Permission.invoicesRead], submitted);
    openConsole(`/trade/warranty/${submitted.claimId}`);
    expect(await screen.findByText(AdminText.forbiddenTitle, {}, { timeout: 20_000 })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: AdminText.mainMenu });
    expect(within(menu).queryByText(T.queue)).toBeNull();
    expect(within(menu).queryByText(T.cards)).toBeNull();
  });
});
