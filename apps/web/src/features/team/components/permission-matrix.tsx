import { isPermission } from '@payrail/contract/permissions';
import type { FeatureItem as TeamFeature } from '@payrail/contract/team-roles';
import { Checkbox } from '#components/ui/checkbox.tsx';
import { GROUP_LABELS } from '#lib/areas.ts';
import { permissionLabel } from '#lib/permissions.ts';
import { MATRIX_ACTIONS, matrixGroups } from '../lib/permission-matrix';

type PermissionMatrixProps = {
  features: readonly TeamFeature[];
  selected: ReadonlySet<string>;
  onToggle?: (permission: string, on: boolean) => void;
  /** System roles: shown, not changed. */
  readOnly?: boolean;
  /** Permissions the user may hand out (only those they hold themselves). */
  grantable?: (permission: string) => boolean;
};

const ACTION_LABELS = { read: 'Read', create: 'Create', update: 'Update', delete: 'Delete' } as const;
const NOT_HELD = 'You can only grant permissions you hold yourself.';

/**
 * The grouped permission matrix: a row per feature under its group (payments, collections,
 * business, others), a column per action, a checkbox where the feature has that action. Each
 * checkbox is named '<feature> <action>', e.g. 'Transactions read'.
 */
export function PermissionMatrix({
  features,
  selected,
  onToggle,
  readOnly = false,
  grantable = () => true,
}: PermissionMatrixProps) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full text-sm">
        <caption className="sr-only">Permissions by feature and action</caption>
        <thead>
          <tr className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              Feature
            </th>
            {MATRIX_ACTIONS.map((a) => (
              <th key={a} scope="col" className="w-20 px-3 py-2 text-center font-semibold">
                {ACTION_LABELS[a]}
              </th>
            ))}
          </tr>
        </thead>
        {matrixGroups(features).map(({ group, rows }) => (
          <tbody key={group}>
            <tr>
              <th
                scope="colgroup"
                colSpan={MATRIX_ACTIONS.length + 1}
                className="border-t border-slate-200 bg-white px-3 pt-3 pb-1 text-left text-xs font-semibold tracking-wide text-brand-800 uppercase"
              >
                {GROUP_LABELS[group as keyof typeof GROUP_LABELS] ?? group}
              </th>
            </tr>
            {rows.map(({ feature, cells }) => (
              <tr key={feature.name} className="hover:bg-slate-50">
                <th scope="row" className="px-3 py-2 text-left font-medium text-slate-800">
                  {feature.label}
                </th>
                {cells.map(({ action, permission }) => (
                  <td key={action} className="px-3 py-2 text-center">
                    {permission ? (
                      <Checkbox
                        aria-label={`${feature.label} ${action}`}
                        title={
                          !readOnly && !grantable(permission)
                            ? NOT_HELD
                            : isPermission(permission)
                              ? permissionLabel(permission)
                              : undefined
                        }
                        checked={selected.has(permission)}
                        disabled={readOnly || !grantable(permission)}
                        onChange={(e) => onToggle?.(permission, e.target.checked)}
                      />
                    ) : (
                      <span aria-hidden="true" className="text-slate-300">
                        —
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
