import { needs, ownerAccess, publicAccess, sessionAccess } from '@payrail/contract/endpoint';
import { ALL_PERMISSIONS } from '@payrail/contract/permissions';
import * as team from '@payrail/contract/routes/team';
import { getAuditLog } from '@payrail/contract/routes/team-roles';
import { describe, expect, test } from 'vitest';
import {
  can,
  canAll,
  canAny,
  describeRequirement,
  meets,
  missingReason,
  permissionLabel,
  requirementOf,
} from './permissions';

const user = (...permissions: string[]) => ({ isOwner: false, permissions });
const OWNER = { isOwner: true, permissions: [] };

describe('can', () => {
  test('a held permission, and only that one', () => {
    expect(can(user('transactions:read'), 'transactions:read')).toBe(true);
    expect(can(user('transactions:read'), 'transactions:update')).toBe(false);
    expect(can(user('transactions:update'), 'transactions:read')).toBe(false);
  });

  test('the owner may do everything, whatever the list says', () => {
    for (const p of ALL_PERMISSIONS) expect(can(OWNER, p)).toBe(true);
  });

  test('no access (not loaded, signed out) may do nothing', () => {
    expect(can(undefined, 'transactions:read')).toBe(false);
    expect(can(null, 'transactions:read')).toBe(false);
  });
});

describe('payment-link edit needs all of update and read', () => {
  const edit = { all: ['payment-link:update', 'payment-link:read'] } as const;
  test.each([
    [['payment-link:update', 'payment-link:read'], true],
    [['payment-link:update'], false],
    [['payment-link:read'], false],
    [[], false],
  ])('%j → %s', (held, expected) => {
    expect(canAll(user(...held), edit.all)).toBe(expected);
    expect(meets(user(...held), edit)).toBe(expected);
  });
  test('the owner', () => expect(meets(OWNER, edit)).toBe(true));
});

describe('settings need any of settings-all:read or settings-api-and-webhook:read', () => {
  const settings = { any: ['settings-all:read', 'settings-api-and-webhook:read'] } as const;
  test.each([
    [['settings-all:read'], true],
    [['settings-api-and-webhook:read'], true],
    [['settings-all:read', 'settings-api-and-webhook:read'], true],
    [['settings-all:update', 'settings-api-and-webhook:update'], false],
    [[], false],
  ])('%j → %s', (held, expected) => {
    expect(canAny(user(...held), settings.any)).toBe(expected);
    expect(meets(user(...held), settings)).toBe(expected);
  });
  test('the owner', () => expect(meets(OWNER, settings)).toBe(true));
});

test('requirements read as words, from the feature label and action, for reasons', () => {
  expect(describeRequirement(needs('payout:read'))).toBe('view payouts');
  expect(describeRequirement({ all: ['payment-link:update', 'payment-link:read'] })).toBe(
    'change and view payment links',
  );
  expect(describeRequirement({ any: ['settings-all:read', 'settings-api-and-webhook:read'] })).toBe(
    'view settings or view API keys and webhooks',
  );
});

test('every permission has a label without its permission string', () => {
  expect(permissionLabel('payment-link:create')).toBe('Create payment links');
  expect(permissionLabel('team-members:create')).toBe('Add team members');
  expect(permissionLabel('kyb:update')).toBe('Change business verification');
  for (const p of ALL_PERMISSIONS) {
    expect(permissionLabel(p)).not.toContain(':');
    expect(permissionLabel(p)).not.toMatch(/kyb|dashboard-metrics|settings-all|payment-link\b/i);
  }
});

describe("an endpoint's access is a requirement", () => {
  test('a permission: the one the API checks for it', () => {
    expect(meets(user('team-members:delete'), team.removeMember.access)).toBe(true);
    expect(meets(user('team-members:read'), team.removeMember.access)).toBe(false);
    expect(meets(OWNER, team.removeMember.access)).toBe(true);
  });

  test('the owner only: a member with every permission may not', () => {
    expect(meets(OWNER, getAuditLog.access)).toBe(true);
    expect(meets(user(...ALL_PERMISSIONS), ownerAccess)).toBe(false);
    expect(meets(undefined, ownerAccess)).toBe(false);
  });

  test('any session: whoever is signed in; public: anyone', () => {
    expect(meets(user(), sessionAccess)).toBe(true);
    expect(meets(undefined, sessionAccess)).toBe(false);
    expect(meets(undefined, publicAccess)).toBe(true);
  });

  test('<Can>/PermissionButton props: an endpoint, a permission, or a list', () => {
    expect(requirementOf({ endpoint: team.registerMember })).toEqual(needs('team-members:create'));
    expect(requirementOf({ permission: 'kyb:read' })).toEqual(needs('kyb:read'));
    expect(requirementOf({ all: ['payment-link:update', 'payment-link:read'] })).toEqual({
      all: ['payment-link:update', 'payment-link:read'],
    });
    expect(requirementOf({ any: ['settings-all:read'] })).toEqual({ any: ['settings-all:read'] });
  });
});

test('the reason a disabled control gives, from its requirement: who can do it', () => {
  expect(missingReason(team.removeMember.access)).toBe(
    'Only members who can remove team members can do this.',
  );
  expect(missingReason(needs('payment-link:create'))).toBe(
    'Only members who can create payment links can do this.',
  );
  expect(missingReason({ all: ['payment-link:update', 'payment-link:read'] })).toBe(
    'Only members who can change and view payment links can do this.',
  );
  expect(missingReason({ any: ['settings-all:read', 'settings-api-and-webhook:read'] })).toBe(
    'Only members who can view settings or view API keys and webhooks can do this.',
  );
  expect(missingReason(ownerAccess)).toBe('Only the business owner can do this.');
});
