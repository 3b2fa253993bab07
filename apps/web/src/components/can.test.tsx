/** <Can> and PermissionButton against the access in the query cache (no network). */
import type { TeamAccess } from '@payrail/contract/account';
import * as team from '@payrail/contract/routes/team';
import * as roles from '@payrail/contract/routes/team-roles';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '#lib/query-client.ts';
import { userAccessKey } from '#lib/user-access.ts';
import { Can } from './can';
import { PermissionButton } from './permission-button';

function withAccess(access: TeamAccess | undefined, ui: ReactNode) {
  const queryClient = createQueryClient();
  // The cached answer is what the layout loaded; keep it from refetching in the test.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
  if (access) queryClient.setQueryData(userAccessKey, access);
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}
const member = (...permissions: string[]): TeamAccess => ({
  isOwner: false,
  roles: ['Custom'],
  permissions,
  subAccountIds: [],
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<Can>', () => {
  test('one permission: shown with it, the fallback without', () => {
    withAccess(member('payout:read'), <Can permission="payout:read">payouts</Can>);
    expect(screen.queryByText('payouts')).not.toBeNull();
    cleanup();
    withAccess(
      member('payout:create'),
      <Can permission="payout:read" fallback="no payouts">
        payouts
      </Can>,
    );
    expect(screen.queryByText('payouts')).toBeNull();
    expect(screen.queryByText('no payouts')).not.toBeNull();
  });

  test('all of (payment-link edit) and any of (settings)', () => {
    withAccess(
      member('payment-link:update', 'settings-api-and-webhook:read'),
      <>
        <Can all={['payment-link:update', 'payment-link:read']}>edit</Can>
        <Can any={['settings-all:read', 'settings-api-and-webhook:read']}>settings</Can>
      </>,
    );
    expect(screen.queryByText('edit')).toBeNull();
    expect(screen.queryByText('settings')).not.toBeNull();
  });

  test('the owner passes every check; no access yet passes none', () => {
    withAccess(
      { isOwner: true, roles: ['Owner'], permissions: [], subAccountIds: [] },
      <Can all={['team-members:delete', 'kyb:update']}>owner</Can>,
    );
    expect(screen.queryByText('owner')).not.toBeNull();
    cleanup();
    withAccess(undefined, <Can permission="transactions:read">nobody</Can>);
    expect(screen.queryByText('nobody')).toBeNull();
  });

  test('the render-prop form gets the verdict', () => {
    withAccess(member(), <Can permission="support:create">{(ok) => (ok ? 'yes' : 'no')}</Can>);
    expect(screen.queryByText('no')).not.toBeNull();
  });
});

describe('<Can endpoint>: the access the API checks for that endpoint', () => {
  test('a permission endpoint, and the owner-only audit log', () => {
    withAccess(
      member('team-members:read'),
      <>
        <Can endpoint={team.listMembers}>members</Can>
        <Can endpoint={team.removeMember}>remove</Can>
        <Can endpoint={roles.getAuditLog}>audit</Can>
      </>,
    );
    expect(screen.queryByText('members')).not.toBeNull();
    expect(screen.queryByText('remove')).toBeNull();
    expect(screen.queryByText('audit')).toBeNull();
    cleanup();
    withAccess(
      { isOwner: true, roles: ['Owner'], permissions: [], subAccountIds: [] },
      <Can endpoint={roles.getAuditLog}>audit</Can>,
    );
    expect(screen.queryByText('audit')).not.toBeNull();
  });
});

describe('PermissionButton', () => {
  test('with an endpoint: the reason says who may do what the endpoint needs', () => {
    withAccess(
      member('team-members:read'),
      <PermissionButton endpoint={team.removeMember}>Remove</PermissionButton>,
    );
    const button = screen.getByRole('button', { name: 'Remove' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('title')).toBe('Only members who can remove team members can do this.');
    cleanup();
    withAccess(
      member('team-members:delete'),
      <PermissionButton endpoint={team.removeMember}>Remove</PermissionButton>,
    );
    expect(screen.getByRole('button', { name: 'Remove' }).hasAttribute('aria-disabled')).toBe(false);
  });

  test('without the permission: still there, aria-disabled, with the reason as title and description', () => {
    const onClick = vi.fn();
    withAccess(
      member('team-members:read'),
      <PermissionButton
        permission="team-members:create"
        reason="Only members who can add team members can invite."
        onClick={onClick}
      >
        Invite member
      </PermissionButton>,
    );
    const button = screen.getByRole('button', { name: 'Invite member' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('title')).toBe('Only members who can add team members can invite.');
    const described = document.getElementById(button.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe('Only members who can add team members can invite.');
    button.click();
    expect(onClick).not.toHaveBeenCalled();
  });

  test('with it: an ordinary button', () => {
    const onClick = vi.fn();
    withAccess(
      member('team-members:create'),
      <PermissionButton permission="team-members:create" reason="nope" onClick={onClick}>
        Invite member
      </PermissionButton>,
    );
    const button = screen.getByRole('button', { name: 'Invite member' });
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
