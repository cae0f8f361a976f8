import { expect, type Page } from '@playwright/test';
import { AdminText } from '../packages/contract/src/admin/texts.ts';
import { errorInfo, ErrorCode } from '../packages/contract/src/errors.ts';
import { DEMO_OPERATOR_PASSWORD } from '../apps/server/src/seed/operators.ts';

/**
 * The password a journey gives a seeded operator at its forced first change. Every console
 * journey signs in through `signInToConsole`, so whichever spec comes first changes it to this
 * and the rest sign in with it.
 */
export const E2E_OPERATOR_PASSWORD = 'E2eConsole2026';

/** Types username and password on the sign-in page and presses 登录. */
export async function submitSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel(AdminText.username).fill(username);
  await page.getByLabel(AdminText.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: AdminText.signIn }).click();
}

/** On the password page: the old password, then the new one twice. */
export async function changePassword(page: Page, oldPassword: string, newPassword: string): Promise<void> {
  await page.getByLabel(AdminText.oldPassword).fill(oldPassword);
  await page.getByLabel(AdminText.newPassword, { exact: true }).fill(newPassword);
  await page.getByLabel(AdminText.confirmPassword).fill(newPassword);
  await page.getByRole('button', { name: AdminText.changePassword }).click();
}

/**
 * Signs a seeded operator (README: admin, goods, content, marketing, service, finance) into the
 * console and opens `path` (e.g. '/console/system/operators'): with the seed's password and the
 * forced change the first time in a run, with E2E_OPERATOR_PASSWORD after that.
 */
export async function signInToConsole(page: Page, username: string, path = '/console/dashboard'): Promise<void> {
  await page.goto(`/console/login?redirect=${encodeURIComponent(path.replace(/^\/console/, ''))}`);
  await submitSignIn(page, username, DEMO_OPERATOR_PASSWORD);
  const forced = page.getByText(AdminText.mustChangePasswordHint);
  const refused = page.getByRole('alert').filter({ hasText: errorInfo[ErrorCode.ADMIN_CREDENTIALS_WRONG].message });
  await expect(forced.or(refused).or(page.getByRole('navigation')).first()).toBeVisible();
  if (await forced.isVisible()) {
    await changePassword(page, DEMO_OPERATOR_PASSWORD, E2E_OPERATOR_PASSWORD);
  } else if (await refused.isVisible()) {
    await submitSignIn(page, username, E2E_OPERATOR_PASSWORD);
  }
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}
