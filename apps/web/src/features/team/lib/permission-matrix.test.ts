import { FEATURES } from '@payrail/contract/permissions';
import type { FeatureItem as TeamFeature } from '@payrail/contract/team-roles';
import { describe, expect, test } from 'vitest';
import {
  assignPermissionsPayload,
  fromGrouped,
  hasChanges,
  matrixGroups,
  permissionList,
  toggleFeature,
  togglePermission,
} from './permission-matrix';

const features: TeamFeature[] = FEATURES.map((f) => ({ ...f, actions: [...f.actions] }));
const feature = (name: string) => features.find((f) => f.name === name)!;

describe('matrixGroups', () => {
  test('rows grouped payments, collections, business, others; a cell only where the action exists', () => {
    const groups = matrixGroups(features);
    expect(groups.map((g) => g.group)).toEqual(['payments', 'collections', 'business', 'others']);
    const metrics = groups[0]!.rows.find((r) => r.feature.name === 'dashboard-metrics')!;
    expect(metrics.cells.map((c) => c.permission)).toEqual(['dashboard-metrics:read', null, null, null]);
    const links = groups[1]!.rows[0]!;
    expect(links.cells.map((c) => c.permission)).toEqual([
      'payment-link:read',
      'payment-link:create',
      'payment-link:update',
      'payment-link:delete',
    ]);
    expect(groups.flatMap((g) => g.rows).length).toBe(FEATURES.length);
  });
});

describe('toggle → payload', () => {
  test('ticking adds, unticking removes, the input set is not changed', () => {
    const start = fromGrouped({ transactions: ['transactions:read'] });
    const ticked = togglePermission(start, 'payment-link:update', true);
    expect(start.has('payment-link:update')).toBe(false);
    const payload = assignPermissionsPayload(1234, togglePermission(ticked, 'transactions:read', false));
    expect(payload).toEqual({ roleId: 1234, permissions: ['payment-link:update'] });
  });

  test('the payload is in the contract order, without duplicates or unknown strings', () => {
    const selected = new Set(['team-members:read', 'transactions:read', 'made-up:read', 'transactions:read']);
    expect(permissionList(selected)).toEqual(['transactions:read', 'team-members:read']);
  });

  test('a whole feature row toggles only what may be granted', () => {
    const grantable = (p: string) => p !== 'payment-link:delete';
    const on = toggleFeature(new Set(), feature('payment-link'), true, grantable);
    expect(permissionList(on)).toEqual(['payment-link:read', 'payment-link:create', 'payment-link:update']);
    const off = toggleFeature(
      new Set([...on, 'payment-link:delete']),
      feature('payment-link'),
      false,
      grantable,
    );
    expect(permissionList(off)).toEqual(['payment-link:delete']);
  });

  test('grouped answers (spec 001 §3 map) seed the checkboxes; changes are detected', () => {
    const saved = fromGrouped({ payout: ['payout:read', 'payout:create'], balances: ['balances:read'] });
    expect(hasChanges(saved, new Set(saved))).toBe(false);
    expect(hasChanges(saved, togglePermission(saved, 'payout:create', false))).toBe(true);
    expect(hasChanges(saved, togglePermission(saved, 'payout:create', true))).toBe(false);
  });
});
