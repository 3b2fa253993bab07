import { Link } from '@tanstack/react-router';
import { navSections } from '#lib/areas.ts';
import { usePermissions } from '#lib/use-permissions.ts';
import { NAV_ICONS } from './nav-items.ts';

type SidebarNavProps = { onNavigate?: () => void };

/**
 * The main navigation: only the areas the user may read, grouped as spec 001 §2's shortcuts.
 * The current page is aria-current. It follows the access query, so a changed role shows here
 * as soon as the access is refetched.
 */
export function SidebarNav({ onNavigate }: SidebarNavProps) {
  const { access } = usePermissions();
  return (
    <nav aria-label="Main" className="flex-1 space-y-6 overflow-y-auto px-3 py-4">
      {navSections(access).map((section) => (
        <div key={section.group ?? 'top'}>
          {section.label ? (
            <h2 className="px-3 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {section.label}
            </h2>
          ) : null}
          <ul className="space-y-0.5">
            {section.areas.map(({ feature, label, to, search }) => {
              const Icon = NAV_ICONS[feature];
              return (
                <li key={feature}>
                  <Link
                    to={to}
                    search={search ?? {}}
                    activeOptions={{ includeSearch: !!search }}
                    onClick={onNavigate}
                    className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 data-[status=active]:bg-brand-50 data-[status=active]:text-brand-800"
                  >
                    <Icon aria-hidden="true" className="size-4 shrink-0" />
                    {label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
