import { MarketingAdminPaths, type AdminCrowdfund } from '../packages/contract/src/admin/marketing.ts';
import { ADMIN_API_BASE, ADMIN_CSRF_HEADER, AdminPaths, DEV_OPERATOR_PATH } from '../packages/contract/src/admin/paths.ts';
import { API_BASE } from '../packages/contract/src/constants.ts';
import { MessageText, NotificationTemplateText } from '../packages/contract/src/notifications.ts';
import { E2E_OPERATOR_PASSWORD } from './console-support.ts';
import { expect, test, type Page } from './fixtures.ts';
import { collectErrors, logInAt, newPhone, seeded, shot } from './support.ts';

const started = NotificationTemplateText['crowdfund-started'].title;

/** A marketing operator moves a crowdfund's start to `startAt` through the admin API (the console's 编辑 does the same call). */
async function moveStart(page: Page, goodsId: string, startAt: Date): Promise<void> {
  const operator = { username: 'e2e-notify', roles: ['marketing'], password: E2E_OPERATOR_PASSWORD };
  expect(await (await page.request.post(`${API_BASE}${DEV_OPERATOR_PATH}`, { data: operator })).json()).toMatchObject({ code: 0 });
  const signIn = (await (await page.request.post(`${ADMIN_API_BASE}${AdminPaths.signIn}`, { data: { username: operator.username, password: operator.password } })).json()) as {
    result: { csrfToken: string };
  };
  const path = `${ADMIN_API_BASE}${MarketingAdminPaths.crowdfund.replace(':id', goodsId)}`;
  const current = ((await (await page.request.get(`${ADMIN_API_BASE}${MarketingAdminPaths.crowdfunds}?keyword=${encodeURIComponent('钥匙包')}`)).json()) as { result: { result: AdminCrowdfund[] } }).result.result.find(
    (c) => c.goodsId === goodsId,
  )!;
  const body = { status: current.status, targetType: current.targetType, targetValue: current.targetValue, startAt: startAt.toISOString(), endAt: current.endAt };
  const res = await page.request.put(path, { data: body, headers: { [ADMIN_CSRF_HEADER]: signIn.result.csrfToken } });
  expect(await res.json()).toMatchObject({ code: 0 });
}

test('a reserved crowdfund that starts shows its reminder in 消息 and an unread badge on 我的', async ({ page }) => {
  const errors = collectErrors(page);
  const keychain = await seeded(page, '众筹即将开始');
  await logInAt(page, newPhone('137'), `/store/boutique/product?productId=${keychain.id}`);
  await page.getByRole('button', { name: '预约提醒' }).click();
  await expect(page.getByRole('button', { name: '已预约' })).toBeVisible();

  await moveStart(page, keychain.id, new Date(Date.now() + 1000));
  await page.goto('/store/mine');
  const entry = page.getByRole('link', { name: new RegExp(`^${MessageText.entry}`) });
  // The reminder job runs every NOTIFICATION_SWEEP_SECONDS (2 s in the journeys).
  await expect(async () => {
    await page.reload();
    await expect(entry).toHaveAccessibleName(`${MessageText.entry} 1 ${MessageText.unread}`, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByTestId('messages-badge')).toHaveText('1');
  await shot(page, 'mine-messages-badge');

  await entry.click();
  await expect(page).toHaveURL(/\/store\/messages$/);
  const reminder = page.getByRole('button', { name: new RegExp(`^${MessageText.unread}\\s*${started}`) });
  await expect(reminder).toContainText('钥匙包');
  await shot(page, 'messages');
  // A tap marks it read and opens what it is about: the crowdfund's product page.
  await reminder.click();
  await expect(page).toHaveURL(new RegExp(`/store/boutique/product\\?productId=${keychain.id}$`));
  await page.goBack();
  await expect(page.getByRole('button', { name: new RegExp(`^${started}`) })).toBeVisible();
  await expect(reminder).toHaveCount(0);
  await page.getByRole('button', { name: '返回' }).first().click();
  await expect(page).toHaveURL(/\/store\/mine$/);
  await expect(entry).toHaveAccessibleName(MessageText.entry);
  expect(errors).toEqual([]);
});
