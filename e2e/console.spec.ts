import { AdminText } from '../packages/contract/src/admin/texts.ts';
import { JobsAdminText } from '../packages/contract/src/admin/jobs-texts.ts';
import { SmsAdminText } from '../packages/contract/src/admin/sms.ts';
import { JobName, JobNameText } from '../packages/contract/src/jobs.ts';
import { Role, RoleName } from '../packages/contract/src/admin/permissions.ts';
import { errorInfo } from '../packages/contract/src/error-info.ts';
import { ErrorCode } from '../packages/contract/src/errors.ts';
import { Text } from '../packages/contract/src/texts.ts';
import { DEMO_OPERATOR_PASSWORD } from '../apps/server/src/seed/operators.ts';
import { changePassword, E2E_OPERATOR_PASSWORD, signInToConsole, submitSignIn } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { shot } from './support.ts';

test('a seeded 客服 account must change its password first, then sees only the pages its role allows', async ({ page }) => {
  await page.goto('/console/system/operators');
  // Not signed in: the sign-in page, to come back afterwards.
  await expect(page).toHaveURL(/\/console\/login\?redirect=%2Fsystem%2Foperators$/);
  await shot(page, 'console-sign-in');

  await submitSignIn(page, 'service', 'wrong-password-1');
  await expect(page.getByRole('alert')).toHaveText(errorInfo[ErrorCode.ADMIN_CREDENTIALS_WRONG].message);

  await submitSignIn(page, 'service', DEMO_OPERATOR_PASSWORD);
  await expect(page).toHaveURL(/\/console\/password\?redirect=%2Fsystem%2Foperators$/);
  await expect(page.getByText(AdminText.mustChangePasswordHint)).toBeVisible();
  await shot(page, 'console-change-password');

  // The two new passwords must match before anything is sent.
  await page.getByLabel(AdminText.oldPassword).fill(DEMO_OPERATOR_PASSWORD);
  await page.getByLabel(AdminText.newPassword, { exact: true }).fill(E2E_OPERATOR_PASSWORD);
  await page.getByLabel(AdminText.confirmPassword).fill(`${E2E_OPERATOR_PASSWORD}x`);
  await page.getByRole('button', { name: AdminText.changePassword }).click();
  await expect(page.getByText(AdminText.passwordMismatch)).toBeVisible();
  await changePassword(page, DEMO_OPERATOR_PASSWORD, E2E_OPERATOR_PASSWORD);

  // Back where it was going: a page 客服 may not open.
  await expect(page).toHaveURL(/\/console\/system\/operators$/);
  await expect(page.getByText(AdminText.forbiddenTitle)).toBeVisible();
  const menu = page.getByRole('navigation', { name: AdminText.mainMenu });
  await expect(menu.getByRole('menuitem', { name: AdminText.workbench })).toBeVisible();
  // Of the system pages 客服 holds only the SMS log (sms:read): its group open, nothing else in it.
  await expect(async () => {
    if (!(await menu.getByText(SmsAdminText.title).isVisible())) await menu.getByText(AdminText.groupSystem).click();
    await expect(menu.getByText(SmsAdminText.title)).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(menu.getByText(AdminText.operators)).toHaveCount(0);
  await expect(menu.getByText(AdminText.auditLog)).toHaveCount(0);
  await expect(page.locator('header').getByText(RoleName.service, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: AdminText.backToConsoleHome }).click();
  await expect(page.getByText(AdminText.forbiddenTitle)).toHaveCount(0);
  await expect(page).not.toHaveURL(/operators/);

  // Signed out, the console is closed again.
  await page.getByRole('button', { name: AdminText.signOut }).click();
  await expect(page).toHaveURL(/\/console\/login$/);
  await page.goto('/console/dashboard');
  await expect(page).toHaveURL(/\/console\/login\?redirect=%2Fdashboard$/);
});

test('超级管理员 creates an operator, and the audit log shows that write with its after', async ({ page }) => {
  const username = `kefu${String(Date.now()).slice(-6)}`;
  await signInToConsole(page, { username: 'e2e-super', roles: [Role.super] }, '/console/system/operators');
  await expect(page).toHaveURL(/\/console\/system\/operators$/);
  await expect(page.getByRole('heading', { level: 1, name: AdminText.operators })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'service' })).toBeVisible();
  await shot(page, 'console-operators');

  await page.getByRole('button', { name: AdminText.createOperator }).click();
  const dialog = page.getByRole('dialog', { name: AdminText.createOperator });
  await dialog.getByLabel(AdminText.username).fill(username);
  await dialog.getByLabel(AdminText.displayName).fill('客服·周');
  await dialog.getByLabel(AdminText.roles).click();
  await page.getByTitle(RoleName.service, { exact: true }).click();
  // The multiple choice stays open for more: a click elsewhere in the form closes it.
  await dialog.getByLabel(AdminText.displayName).click();
  await dialog.getByRole('button', { name: AdminText.generatePassword }).click();
  await expect(dialog.getByLabel(AdminText.initialPassword)).toHaveValue(/^[A-Za-z0-9]{12}$/);
  await dialog.getByRole('button', { name: Text.confirm }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('客服·周');
  await expect(row).toContainText(RoleName.service);
  await expect(row).toContainText(AdminText.mustChangePasswordTag);

  await page.getByRole('navigation', { name: AdminText.mainMenu }).getByRole('menuitem', { name: AdminText.auditLog }).click();
  await expect(page).toHaveURL(/\/console\/system\/audit$/);
  const entry = page.getByRole('row').filter({ hasText: AdminText.createOperator }).first();
  await expect(entry).toContainText('e2e-super');
  await entry.getByRole('button').first().click();
  // Opened: the changed fields, before and after.
  await expect(page.locator('tr[data-row-key="username"]')).toContainText(username);
  await shot(page, 'console-audit');

  // 后台任务: every background job's queue, on the queue the server started beside the shop.
  await page.getByRole('navigation', { name: AdminText.mainMenu }).getByRole('menuitem', { name: JobsAdminText.title }).click();
  await expect(page).toHaveURL(/\/console\/system\/jobs$/);
  for (const name of Object.values(JobName)) await expect(page.getByRole('row').filter({ hasText: JobNameText[name] }).first()).toBeVisible();
  await shot(page, 'console-jobs');
});
