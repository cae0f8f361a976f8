import type { Page } from '@playwright/test';
import {
  Role,
  WarrantyAdminText as T,
  WarrantyClaimStatus as S,
  WarrantyClaimStatusText,
  WarrantyFaultType,
  WarrantyFaultTypeText,
  WarrantyRoute,
  WarrantyTimeSlot,
  WarrantyTimeSlotText,
  WarrantyUiText as U,
} from '@emall/contract';
import { signInToConsole } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { collectErrors, logInAt, shot } from './support.ts';

/**
 * Warranty (issue 18): the demo owner's home charging station, installed through the lifecycle's
 * install steps (the seed), has an active card. The owner opens it from 我的保修, claims with a
 * photo and a store near them; 客服 accepts and schedules in the console; the owner sees the
 * appointment; service starts and completes the repair; the owner sees it completed and rates it.
 */
const OWNER = '13800000001';
const OPERATOR = { username: 'e2e-warranty', roles: [Role.service] };
const DESKTOP = { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false };
const DESCRIPTION = '插枪后指示灯红灯常亮，无法开始充电';
const REPAIR_NOTE = '更换充电枪线缆后恢复充电，现场测试正常';
/** A small PNG, as a phone's photo would be uploaded. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

// Near the Pudong stores: the chooser lists the nearest first instead of asking for a city.
test.use({ geolocation: { longitude: 121.5906, latitude: 31.2033 }, permissions: ['geolocation'] });

/** The claim's page in the shop, read again, showing `status`. */
async function expectShopClaim(shop: Page, status: S): Promise<void> {
  await shop.reload();
  await expect(shop.getByRole('region', { name: WarrantyClaimStatusText[status] })).toBeVisible();
}

/** In the console: a move behind a Popconfirm, confirmed. */
async function confirmMove(desk: Page, name: string): Promise<void> {
  await desk.getByRole('button', { name }).click();
  await desk.getByRole('tooltip').getByRole('button', { name }).click();
}

test('an owner claims on the charger card, 客服 handles it to the end in the console, the owner rates it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await logInAt(page, OWNER, WarrantyRoute.list);
  await page.getByRole('list', { name: U.listTitle }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/order\/warranty-detail\?cardId=\d+$/);
  await expect(page.getByRole('region', { name: U.cover })).toBeVisible();
  await shot(page, 'warranty-card');
  await page.getByRole('button', { name: U.apply }).click();

  await expect(page).toHaveURL(/\/order\/apply-warranty\?cardId=\d+$/);
  await page.getByText(WarrantyFaultTypeText[WarrantyFaultType.noCharge], { exact: true }).click();
  await page.getByLabel(U.description).fill(DESCRIPTION);
  await page.locator('input[type="file"][accept^="image"]').setInputFiles({ name: 'charger.png', mimeType: 'image/png', buffer: PHOTO });
  // The shopper sees the photo uploaded before leaving for the store list (the form says to wait till then).
  await expect(page.locator('.adm-image-uploader-cell-image')).toHaveCount(1);
  await expect(page.locator('.adm-image-uploader-cell-mask')).toHaveCount(0);
  await page.getByRole('button', { name: new RegExp(U.store) }).click();
  await expect(page).toHaveURL(/\/store\/stores\/chose\?select=warranty/);
  const nearest = page.getByRole('region', { name: '离您最近的门店' }).getByRole('button').first();
  const storeName = ((await nearest.getAttribute('aria-label')) ?? (await nearest.innerText())).split(/\s/)[0]!;
  await nearest.click();
  await expect(page).toHaveURL(/\/order\/apply-warranty\?cardId=\d+$/);
  await expect(page.getByRole('button', { name: new RegExp(U.store) })).toContainText(storeName);
  await page.getByRole('button', { name: new RegExp(U.preferredDate) }).click();
  await page.getByRole('button', { name: /确定/ }).click();
  await page.getByText(WarrantyTimeSlotText[WarrantyTimeSlot.morning], { exact: true }).click();
  await shot(page, 'warranty-apply');
  await page.getByRole('button', { name: U.submit }).click();
  await expect(page).toHaveURL(/\/order\/warranty-claim\?id=\d+$/);
  await expect(page.getByRole('region', { name: WarrantyClaimStatusText[S.submitted] })).toBeVisible();
  const claimNo = (await page.getByText(/^WR\d{20}$/).first().innerText()).trim();

  // 客服, at a desk: 保修工单, the claim found by its number, accepted and scheduled at the owner's store.
  const desk = await (await browser.newContext(DESKTOP)).newPage();
  await signInToConsole(desk, OPERATOR, '/console/trade/warranty');
  await desk.getByLabel(T.claimKeyword).fill(claimNo);
  await desk.getByRole('button', { name: /查\s*询/ }).click();
  const row = desk.getByRole('row').filter({ hasText: claimNo });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(WarrantyClaimStatusText[S.submitted]);
  await expect(row).toContainText(T.slaAccept);
  await shot(desk, 'warranty-console-queue');
  await row.getByRole('link', { name: `${T.open} ${claimNo}` }).click();
  await expect(desk.getByRole('heading', { name: `${T.claimNo} ${claimNo}` })).toBeVisible();
  await expect(desk.getByText(DESCRIPTION)).toBeVisible();
  await expect(desk.getByRole('img', { name: `${T.media} 1` })).toBeVisible();
  await shot(desk, 'warranty-console-claim');
  await confirmMove(desk, T.accept);
  await expect(desk.getByText(T.acceptDone)).toBeVisible();
  await desk.getByRole('button', { name: T.schedule, exact: false }).click();
  const dialog = desk.getByRole('dialog');
  await expect(dialog).toContainText(storeName);
  await shot(desk, 'warranty-console-schedule');
  await dialog.getByRole('button', { name: T.schedule }).click();
  await expect(desk.getByText(T.scheduleDone)).toBeVisible();

  await expectShopClaim(page, S.scheduled);
  const appointment = page.getByRole('region', { name: U.appointment });
  await expect(appointment).toContainText(storeName);
  await shot(page, 'warranty-claim-scheduled');

  await confirmMove(desk, T.startRepair);
  await expect(desk.getByText(T.startRepairDone)).toBeVisible();
  await desk.getByRole('button', { name: T.complete }).click();
  const record = desk.getByRole('dialog');
  const parts = record.getByRole('combobox', { name: T.parts });
  await parts.fill('充电枪线缆');
  await parts.press('Enter');
  await record.getByLabel(T.repairNote).fill(REPAIR_NOTE);
  await shot(desk, 'warranty-console-complete');
  await record.getByRole('button', { name: T.complete }).click();
  await expect(desk.getByText(T.completeDone)).toBeVisible();
  await expect(desk.getByText(REPAIR_NOTE, { exact: true }).first()).toBeVisible();
  await shot(desk, 'warranty-console-completed');
  await desk.context().close();

  await expectShopClaim(page, S.completed);
  await expect(page.getByRole('region', { name: U.repair })).toContainText(REPAIR_NOTE);
  const rating = page.getByRole('region', { name: U.rate });
  // antd-mobile's Rate reads a tap (a pointer gesture), not a click.
  await rating.getByRole('radio', { name: '5' }).tap();
  await rating.getByRole('button', { name: U.rate }).click();
  await expect(page.getByRole('region', { name: U.myRating })).toBeVisible();
  await shot(page, 'warranty-claim-rated');
  expect(errors).toEqual([]);
});
