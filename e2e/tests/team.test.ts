/**
 * Team, roles and permissions in the browser (issue 3): the owner creates a role that may only
 * read transactions and invites a new member with it; the member joins from the emailed link and
 * sees only Transactions; a guarded page says 'Not authorized'. The owner widens the role to
 * Viewer and the member finds Team after navigating, without signing in again; once removed,
 * the member's next navigation ends on the sign-in page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { atPath, openPage, toast, useBrowser, visible } from '../support/browser.ts';
import { signIn } from '../support/flows.ts';
import { linkIn, mailIds, waitForMail } from '../support/mailbox.ts';
import { memberRow, navLink, navLinks, openDialog, openTeamTab } from '../support/team.ts';
import { DEMO_OWNER, newUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const INVITE_SUBJECT = /^You're invited to join .+ on Payrail$/;
const browser = useBrowser();

async function createRole(owner: Page, name: string): Promise<void> {
  await openTeamTab(owner, 'Roles');
  await owner.getByRole('button', { name: 'Create role' }).click();
  const dialog = openDialog(owner);
  await dialog.getByLabel('Role name').fill(name);
  await dialog.getByLabel('Description').fill('Reads transactions, nothing else');
  await dialog.getByRole('checkbox', { name: 'Transactions read' }).check();
  await dialog.getByRole('button', { name: 'Create role' }).click();
  await visible(toast(owner, 'Role created successfully'));
  await visible(owner.getByRole('table', { name: 'Roles' }).getByRole('row').filter({ hasText: name }));
}

describe('team members and permissions', () => {
  test('invite with a custom role → accept → limited navigation → widened → removed', async () => {
    const person = newUser('Femi');
    const roleName = `Txn reader ${person.email.slice(4, 12)}`;
    const owner = await openPage(browser(), baseUrl);
    await signIn(owner.page, DEMO_OWNER);

    // The owner creates a role that may only read transactions, then invites with it.
    await navLink(owner.page, 'Team').click();
    await atPath(owner.page, '/others/team-management');
    await createRole(owner.page, roleName);
    await openTeamTab(owner.page, 'Members');
    await owner.page.getByRole('button', { name: 'Invite member' }).click();
    const invite = openDialog(owner.page);
    await invite.getByLabel('First name').fill(person.firstName);
    await invite.getByLabel('Last name').fill(person.lastName);
    await invite.getByLabel('Email address').fill(person.email);
    await invite.getByLabel('Role', { exact: true }).selectOption({ label: roleName });
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await visible(toast(owner.page, 'Invitation sent successfully'));
    const row = memberRow(owner.page, person.email);
    await visible(row.getByText('Invited'));
    await visible(row.getByText(roleName));

    // Resending replaces the link: the member uses the newest email.
    const first = await waitForMail(baseUrl, person.email, { subject: INVITE_SUBJECT });
    await row.getByRole('button', { name: /^Resend invitation/ }).click();
    await visible(toast(owner.page, 'Invitation resent successfully'));
    const mail = await waitForMail(baseUrl, person.email, { subject: INVITE_SUBJECT, ignore: [first.id] });
    expect((await mailIds(baseUrl, person.email)).length).toBe(2);
    const link = linkIn(mail, baseUrl);
    expect(link.pathname).toBe('/auth/accept-invite');

    // The member accepts in a browser of their own and lands on the one area the role opens.
    const member = await openPage(browser(), baseUrl);
    await member.page.goto(link.toString());
    await visible(member.page.getByRole('heading', { name: /^Join .+ on Payrail$/ }));
    await visible(member.page.getByText(person.email));
    expect(await member.page.getByLabel('First name').inputValue()).toBe(person.firstName);
    expect(await member.page.getByLabel('Last name').inputValue()).toBe(person.lastName);
    expect(await axeViolations(member.page, 'accept-invite with a valid invitation')).toEqual([]);
    await member.page.getByLabel('Password', { exact: true }).fill(person.password);
    await member.page.getByRole('button', { name: 'Accept invitation' }).click();
    await atPath(member.page, '/payments/transactions');
    await visible(member.page.getByRole('heading', { name: 'Transactions' }));
    expect(await navLinks(member.page)).toEqual(['Transactions']);

    // A guarded page opened directly: 'Not authorized', still signed in, with a way back.
    await member.page.goto('/others/team-management');
    await visible(member.page.getByRole('heading', { name: 'Not authorized' }));
    expect(new URL(member.page.url()).pathname).toBe('/others/team-management');
    expect(await navLinks(member.page)).toEqual(['Transactions']);
    await visible(member.page.getByRole('link', { name: 'Go to Transactions' }));

    // The owner sees the member joined and changes their role to Viewer (reads everything).
    await owner.page.reload();
    await visible(row.getByText('Active'));
    await row.getByRole('button', { name: /^Change role/ }).click();
    const change = openDialog(owner.page);
    await change.getByLabel('Role', { exact: true }).selectOption({ label: 'Viewer' });
    expect(await change.getByLabel('Replace their current roles').isChecked()).toBe(true);
    await change.getByRole('button', { name: 'Change role' }).click();
    await visible(toast(owner.page, 'User role updated successfully'));
    await visible(row.getByText('Viewer'));
    await row.getByText(roleName).waitFor({ state: 'detached' });

    // The member navigates, without signing in again, and finds Team; they may look, not invite.
    await navLink(member.page, 'Transactions').click();
    await atPath(member.page, '/payments/transactions');
    await visible(navLink(member.page, 'Team'));
    await navLink(member.page, 'Team').click();
    await atPath(member.page, '/others/team-management');
    await visible(member.page.getByRole('table', { name: 'Team members' }));
    const inviteButton = member.page.getByRole('button', { name: 'Invite member' });
    expect(await inviteButton.getAttribute('aria-disabled')).toBe('true');
    expect(await inviteButton.getAttribute('title')).toBe(
      'Only members who can add team members can do this.',
    );

    // The role nobody holds any more can go.
    await openTeamTab(owner.page, 'Roles');
    const roleRow = owner.page
      .getByRole('table', { name: 'Roles' })
      .getByRole('row')
      .filter({ hasText: roleName });
    await roleRow.getByRole('button', { name: `Delete role ${roleName}` }).click();
    await openDialog(owner.page).getByRole('button', { name: 'Delete role' }).click();
    await visible(toast(owner.page, 'Role deleted successfully'));
    await roleRow.waitFor({ state: 'detached' });

    // The owner removes the member; the member's next navigation ends on the sign-in page.
    await openTeamTab(owner.page, 'Members');
    await row.getByRole('button', { name: /^Remove/ }).click();
    await openDialog(owner.page).getByRole('button', { name: 'Remove member' }).click();
    await visible(toast(owner.page, 'Member removed successfully'));
    await row.waitFor({ state: 'detached' });

    await navLink(member.page, 'Transactions').click();
    await atPath(member.page, '/auth/login');
    await visible(member.page.getByRole('heading', { name: 'Sign in to Payrail' }));
    await visible(member.page.getByText('Your session has ended. Sign in again to continue.'));

    // The audit log kept the story.
    await openTeamTab(owner.page, 'Audit log');
    const audit = owner.page.getByRole('table', { name: 'Audit log' });
    await visible(
      audit.getByRole('row').filter({ hasText: 'Member removed' }).filter({ hasText: person.email }),
    );
    await visible(
      audit.getByRole('row').filter({ hasText: 'Member joined' }).filter({ hasText: person.email }),
    );

    await member.context.close();
    await owner.context.close();
  });

  test('an invalid invitation link shows the server message and a way to sign in', async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    await page.goto('/auth/accept-invite?token=not-a-real-invitation-token-0000');
    await visible(page.getByRole('heading', { name: 'Invitation not valid' }));
    await visible(page.getByText('This invitation is invalid or has expired. Ask for a new one.'));
    await page.getByRole('link', { name: 'Sign in' }).click();
    await atPath(page, '/auth/login');
    await context.close();
  });
});
