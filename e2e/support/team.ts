/** Steps of the team flows: the sidebar's links, a member's row, the open dialog. */
import type { Locator, Page } from 'playwright-core';
import { visible } from './browser.ts';

/** The names of the links in the main navigation, in order, once it is shown. */
export async function navLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await visible(nav.getByRole('link'));
  return (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim());
}

export const navLink = (page: Page, name: string): Locator =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

/** The members table's row for this email. */
export const memberRow = (page: Page, email: string): Locator =>
  page.getByRole('table', { name: 'Team members' }).getByRole('row').filter({ hasText: email });

/** The modal dialog that is open. */
export const openDialog = (page: Page): Locator => page.getByRole('dialog');

/** Opens /others/team-management on a tab through the tab list, as a user does. */
export async function openTeamTab(page: Page, tab: 'Members' | 'Roles' | 'Audit log'): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  await visible(page.getByRole('tab', { name: tab, selected: true }));
}
