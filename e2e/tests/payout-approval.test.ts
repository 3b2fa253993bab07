/**
 * Two-person approval, end to end (issue 14): the owner sets an approval limit on the payouts page;
 * a Finance member, invited through the API, requests a payout above it, which waits ("Awaiting
 * approval") with Approve disabled for them, with the reason (the API refuses them too); the owner,
 * who was emailed, approves it with the PIN and it goes on to processing, then paid. Turning
 * approval off then waits 24 hours: the section says when, and the member cancels it. The same
 * rule for the settlement account: a member's change waits (Withdraw; Approve disabled) until the
 * owner approves it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { apiClient, apiToken, merchantApi, testCard } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { openPage, toast, useBrowser, visible } from '../support/browser.ts';
import { signIn, submitSignIn } from '../support/flows.ts';
import { kybCall, SETTLEMENT_ACCOUNT, submitStarterKyb } from '../support/kyb.ts';
import { linkIn, waitForMail } from '../support/mailbox.ts';
import { newUser, registerVerifiedUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const PIN = '2580';
const MEMBER_PIN = '1397';
const OWN_REQUEST = 'You asked for this; another member must approve it';
/** How the screen and the email write a time: Africa/Lagos. */
const lagos = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

/** A verified merchant with approved KYB, a PIN, its KYB-reviewed settlement account and ₦20,000 settled. */
async function merchantWithFunds() {
  const owner = await registerVerifiedUser(baseUrl, 'Tunde');
  const api = await merchantApi(baseUrl, owner);
  await api.call('POST', '/api/v1/settings/pin/register-pin', { pin: PIN, confirmPin: PIN });
  const session = await apiToken(apiClient(baseUrl), owner);
  await submitStarterKyb(baseUrl, session, owner.businessName);
  await kybCall(baseUrl, session, 'POST', '/kyb/sandbox/decision', { decision: 'approve' });
  const account = { bankCode: '058', accountNumber: SETTLEMENT_ACCOUNT.accountNumber };
  const { accountName } = await api.call('POST', '/api/v1/settlement-account/resolve-account', account);
  // The account the KYB review checked: payouts to it start at once.
  await api.call('POST', '/api/v1/settlement-account', {
    ...account,
    accountName,
    accountNameConfirmed: true,
    pin: PIN,
  });
  const ref = await api.createLink('Jollof trays', { amount: 2_000_000 });
  await api.call('POST', `/api/v1/payment-links/${ref}`, {
    email: 'ada@example.com',
    name: 'Ada Obi',
    channel: 'card',
    card: testCard('4084084084084081'),
  });
  await api.call('POST', '/api/v1/merchant/balances/simulate-settlement', {});
  return { owner, api };
}

/** A Finance member invited by the owner through the API, joined from the emailed link, with a PIN. */
async function financeMember(api: Awaited<ReturnType<typeof merchantApi>>) {
  const person = newUser('Chioma');
  await api.call('POST', '/api/v1/merchant/team/register-member', {
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    roleName: 'Finance',
  });
  const mail = await waitForMail(baseUrl, person.email, { subject: /invited to join/ });
  const token = linkIn(mail, baseUrl).searchParams.get('token');
  const joined = await apiClient(baseUrl)('POST', '/api/v1/merchant/team/accept-invitation', {
    token,
    firstName: person.firstName,
    lastName: person.lastName,
    password: person.password,
  });
  const call = apiClient(baseUrl);
  await call(
    'POST',
    '/api/v1/settings/pin/register-pin',
    { pin: MEMBER_PIN, confirmPin: MEMBER_PIN },
    joined.token as string,
  );
  return { person, token: joined.token as string };
}

/** From the payouts list, the (only) payout's page; answers its id. */
async function openPayout(page: Page, amount: string): Promise<string> {
  await page.goto('/payments/payout');
  const row = await visible(
    page.getByRole('table', { name: 'Payouts' }).getByRole('link', { name: /^Open PO_/ }),
  );
  await row.click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/payments\/payout\/[0-9a-f-]{36}$/);
  await visible(page.getByRole('heading', { name: amount }));
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

describe('two-person approval of payouts', () => {
  test('owner sets a limit; a member’s payout above it waits; only another member approves it; turning it off waits a day', async () => {
    const { owner, api } = await merchantWithFunds();
    const member = await financeMember(api);

    // The owner turns two-person approval on, with the PIN, on the payouts page.
    const ownerTab = await openPage(browser(), baseUrl);
    await signIn(ownerTab.page, owner);
    await ownerTab.page.goto('/payments/payout');
    const section = ownerTab.page.getByRole('region', { name: 'Two-person approval' });
    await visible(section.getByText(/^Off\./));
    await section.getByRole('button', { name: 'Set a limit' }).click();
    const dialog = ownerTab.page.getByRole('dialog', { name: 'Two-person approval' });
    await dialog.getByLabel('Require a second approval').check();
    await dialog.getByLabel('Approval limit (₦)').fill('5,000');
    const violations = await axeViolations(ownerTab.page, 'approval limit dialog');
    await dialog.getByLabel('Transaction PIN').fill(PIN);
    await dialog.getByLabel('Transaction PIN').press('Enter');
    await visible(toast(ownerTab.page, 'Approval limit updated'));
    await visible(section.getByText(/^On\. Payouts above ₦5,000\.00/));

    // The member requests ₦8,000: above the limit, it waits.
    const memberTab = await openPage(browser(), baseUrl);
    await memberTab.page.goto('/auth/login');
    await submitSignIn(memberTab.page, member.person.email, member.person.password);
    await expect.poll(() => new URL(memberTab.page.url()).pathname).not.toBe('/auth/login');
    await memberTab.page.goto('/payments/payout');
    // The limit is the owner's setting: the member, an approver, reads it but cannot change it.
    const memberSection = memberTab.page.getByRole('region', { name: 'Two-person approval' });
    await visible(memberSection.getByText(/^On\. Payouts above ₦5,000\.00/));
    expect(await memberSection.getByRole('button', { name: 'Change' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await memberTab.page.getByRole('button', { name: 'Request payout' }).click();
    const request = memberTab.page.getByRole('dialog', { name: 'Request a payout' });
    await request.getByLabel('Amount (₦)').fill('8,000');
    await request.getByLabel('Transaction PIN').fill(MEMBER_PIN);
    await request.getByLabel('Transaction PIN').press('Enter');
    await visible(toast(memberTab.page, 'Successfully'));
    await visible(memberTab.page.getByRole('table', { name: 'Payouts' }).getByText('Awaiting approval'));

    // The requester's Approve is disabled with the reason; the API refuses their approval too.
    const uuid = await openPayout(memberTab.page, '₦8,000.00');
    const waiting = memberTab.page.getByRole('region', { name: 'Approval' });
    await visible(waiting.getByText('another team member must approve it', { exact: false }));
    await visible(waiting.getByRole('button', { name: 'Withdraw' }));
    const ownApprove = waiting.getByRole('button', { name: 'Approve' });
    expect(await ownApprove.getAttribute('aria-disabled')).toBe('true');
    expect(await ownApprove.getAttribute('title')).toBe(OWN_REQUEST);
    const own = await fetch(`${baseUrl}/api/v1/payouts/approve/${uuid}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
      body: JSON.stringify({ pin: MEMBER_PIN }),
    });
    expect(own.status).toBe(403);
    expect(((await own.json()) as { errorCode: string }).errorCode).toBe('PAYOUT_OWN_APPROVAL');

    // The owner was emailed; they approve with their PIN and it moves on.
    const mail = await waitForMail(baseUrl, owner.email, { subject: /waits for your approval/ });
    expect(linkIn(mail, baseUrl).pathname).toBe(`/payments/payout/${uuid}`);
    await ownerTab.page.goto(`/payments/payout/${uuid}`);
    await visible(ownerTab.page.getByRole('heading', { name: '₦8,000.00' }));
    const approval = ownerTab.page.getByRole('region', { name: 'Approval' });
    await approval.getByRole('button', { name: 'Approve' }).click();
    const confirm = ownerTab.page.getByRole('dialog', { name: 'Approve this payout' });
    violations.push(...(await axeViolations(ownerTab.page, 'approve payout dialog')));
    await confirm.getByLabel('Transaction PIN').fill(PIN);
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await visible(toast(ownerTab.page, 'Payout approved'));
    const timeline = ownerTab.page.getByRole('list', { name: 'Timeline' });
    await visible(timeline.getByText('Approved', { exact: true }));
    await expect.poll(() => approval.count()).toBe(0);
    await ownerTab.page.getByRole('button', { name: 'Simulate paid' }).click();
    await visible(timeline.getByText('Paid', { exact: true }));

    // The owner turns approval off: it waits 24 hours, and the section says when (Lagos time).
    await ownerTab.page.goto('/payments/payout');
    await section.getByRole('button', { name: 'Change' }).click();
    await dialog.getByLabel('Require a second approval').uncheck();
    await dialog.getByLabel('Transaction PIN').fill(PIN);
    await dialog.getByLabel('Transaction PIN').press('Enter');
    await visible(toast(ownerTab.page, 'Approval limit change scheduled: it takes effect in 24 hours'));
    const { scheduled } = await api.call('GET', '/api/v1/payouts/approval-limit');
    const at = lagos.format(new Date((scheduled as { takesEffectAt: string }).takesEffectAt));
    const turnOff = section.getByRole('region', { name: `Turns off on ${at}` });
    await visible(turnOff);
    await visible(section.getByText(/^On\. Payouts above ₦5,000\.00/));
    violations.push(...(await axeViolations(ownerTab.page, 'approval turning off')));

    // The member, emailed, cancels it from the keyboard: approval stays on.
    await waitForMail(baseUrl, member.person.email, { subject: /^Two-person approval turns off on / });
    await memberTab.page.goto('/payments/payout');
    const cancel = memberSection.getByRole('button', { name: 'Cancel this change' });
    await cancel.focus();
    await cancel.press('Enter');
    await visible(toast(memberTab.page, 'Approval limit change cancelled'));
    await expect.poll(() => memberSection.getByRole('region', { name: /^Turns off on / }).count()).toBe(0);
    expect(violations).toEqual([]);
  });

  test('a member’s change of the settlement account waits until the owner approves it', async () => {
    const owner = await registerVerifiedUser(baseUrl, 'Bisi');
    const api = await merchantApi(baseUrl, owner);
    await api.call('POST', '/api/v1/settings/pin/register-pin', { pin: PIN, confirmPin: PIN });
    const first = { bankCode: '058', accountNumber: SETTLEMENT_ACCOUNT.accountNumber };
    const { accountName } = await api.call('POST', '/api/v1/settlement-account/resolve-account', first);
    await api.call('POST', '/api/v1/settlement-account', {
      ...first,
      accountName,
      accountNameConfirmed: true,
      pin: PIN,
    });
    await api.call('PUT', '/api/v1/payouts/approval-limit', { limit: 500_000, pin: PIN });
    const member = await financeMember(api);

    // The member asks for another account: looked up and confirmed as ever, then held.
    const memberTab = await openPage(browser(), baseUrl);
    await memberTab.page.goto('/auth/login');
    await submitSignIn(memberTab.page, member.person.email, member.person.password);
    await expect.poll(() => new URL(memberTab.page.url()).pathname).not.toBe('/auth/login');
    await memberTab.page.goto('/payments/payout');
    const section = memberTab.page.getByRole('region', { name: 'Settlement account' });
    await visible(section.getByText(accountName as string));
    await section.getByRole('button', { name: 'Change account' }).click();
    const add = memberTab.page.getByRole('dialog', { name: 'Add a settlement account' });
    await add.getByLabel('Bank').selectOption({ label: 'OPay' });
    await add.getByLabel('Account number').fill('8031234567');
    await add.getByRole('button', { name: 'Look up account' }).click();
    const holder = (await (await visible(add.getByTestId('resolved-account-name'))).textContent())!.trim();
    await add.getByLabel('This is the account to be paid into').check();
    await add.getByLabel('Transaction PIN').fill(MEMBER_PIN);
    await add.getByRole('button', { name: 'Add account' }).click();
    await visible(toast(memberTab.page, 'Account change sent for approval'));
    const held = section.getByRole('region', { name: 'Settlement account change waiting for approval' });
    await visible(held.getByText('Another team member must approve it', { exact: false }));
    await visible(held.getByRole('button', { name: 'Withdraw' }));
    expect(await held.getByRole('button', { name: 'Approve' }).getAttribute('title')).toBe(OWN_REQUEST);
    const violations = await axeViolations(memberTab.page, 'settlement account change waiting (requester)');

    // The owner, emailed, approves it with the PIN: the new account is the default, held 24 hours.
    await waitForMail(baseUrl, owner.email, {
      subject: 'A settlement account change waits for your approval',
    });
    const ownerTab = await openPage(browser(), baseUrl);
    await signIn(ownerTab.page, owner);
    await ownerTab.page.goto('/payments/payout');
    const ownerSection = ownerTab.page.getByRole('region', { name: 'Settlement account' });
    const pending = ownerSection.getByRole('region', {
      name: 'Settlement account change waiting for approval',
    });
    await visible(pending.getByText(holder, { exact: false }));
    await pending.getByRole('button', { name: 'Approve' }).click();
    const confirm = ownerTab.page.getByRole('dialog', { name: 'Approve this account change' });
    await confirm.getByLabel('Transaction PIN').fill(PIN);
    await confirm.getByLabel('Transaction PIN').press('Enter');
    await visible(toast(ownerTab.page, 'Settlement account change approved'));
    await visible(ownerSection.getByText(holder, { exact: true }));
    await visible(ownerSection.getByText(/^Payouts to this new account start on /));
    await expect.poll(() => pending.count()).toBe(0);
    violations.push(...(await axeViolations(ownerTab.page, 'settlement account after approval')));
    expect(violations).toEqual([]);
  });
});
