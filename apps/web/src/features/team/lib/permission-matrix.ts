/**
 * The role permission matrix (spec 001 §6–§7): rows are features grouped by their group, columns
 * the actions read / create / update / delete where the feature has them. Pure functions from
 * the checkboxes' state to the POST assign-permissions payload, so they can be tested alone.
 */
import { ALL_PERMISSIONS, GROUPS, type Permission } from '@payrail/contract/permissions';
import type { FeatureItem as TeamFeature } from '@payrail/contract/team-roles';

export const MATRIX_ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type MatrixAction = (typeof MATRIX_ACTIONS)[number];

export type MatrixCell = { action: MatrixAction; permission: string | null };
export type MatrixRow = { feature: TeamFeature; cells: MatrixCell[] };
export type MatrixGroup = { group: string; rows: MatrixRow[] };

const permissionOf = (feature: string, action: string) => `${feature}:${action}`;

/** Features in their groups (spec order first, any unknown group after), each with its four cells. */
export function matrixGroups(features: readonly TeamFeature[]): MatrixGroup[] {
  const order = [...GROUPS, ...new Set(features.map((f) => f.group))].filter(
    (g, i, all) => all.indexOf(g) === i,
  );
  return order
    .map((group) => ({
      group,
      rows: features
        .filter((f) => f.group === group)
        .map((feature) => ({
          feature,
          cells: MATRIX_ACTIONS.map((action) => ({
            action,
            permission: feature.actions.includes(action) ? permissionOf(feature.name, action) : null,
          })),
        })),
    }))
    .filter((g) => g.rows.length > 0);
}

/** The map of spec 001 §3 (feature → 'feature:action' list) as one flat set. */
export function fromGrouped(grouped: Record<string, readonly string[]> | undefined): Set<string> {
  return new Set(Object.values(grouped ?? {}).flat());
}

/** Ticks or unticks one checkbox. Returns a new set; the old one is left alone. */
export function togglePermission(
  selected: ReadonlySet<string>,
  permission: string,
  on: boolean,
): Set<string> {
  const next = new Set(selected);
  if (on) next.add(permission);
  else next.delete(permission);
  return next;
}

/** Ticks or unticks every action of a feature that the user may change. */
export function toggleFeature(
  selected: ReadonlySet<string>,
  feature: TeamFeature,
  on: boolean,
  grantable: (permission: string) => boolean = () => true,
): Set<string> {
  let next = new Set(selected);
  for (const action of feature.actions) {
    const permission = permissionOf(feature.name, action);
    if (grantable(permission)) next = togglePermission(next, permission, on);
  }
  return next;
}

/** The permissions to send: known ones only, in the contract's order, each once. */
export function permissionList(selected: ReadonlySet<string>): Permission[] {
  return ALL_PERMISSIONS.filter((p) => selected.has(p));
}

/** The POST assign-permissions body for a role. */
export const assignPermissionsPayload = (roleId: number, selected: ReadonlySet<string>) => ({
  roleId,
  permissions: permissionList(selected),
});

/** Whether the checkboxes differ from what the role has. */
export function hasChanges(saved: ReadonlySet<string>, selected: ReadonlySet<string>): boolean {
  return saved.size !== selected.size || [...saved].some((p) => !selected.has(p));
}
