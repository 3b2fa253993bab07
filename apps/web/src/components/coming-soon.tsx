import { Construction } from 'lucide-react';
import { useDocumentTitle } from '#hooks/use-document-title.ts';

type ComingSoonProps = { area: string; description: string };

/**
 * The placeholder for dashboard areas whose screens are not built yet. It says what is so today
 * and promises nothing.
 */
export function ComingSoon({ area, description }: ComingSoonProps) {
  useDocumentTitle(area);
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-3xl">
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-slate-900">
        {area}
      </h1>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <NotAvailable area={area} />
    </section>
  );
}

/**
 * The same placeholder inside a tab of a page: the page keeps its title, its h1 and its landmark;
 * the area is a heading of the tab panel.
 */
export function ComingSoonTab({ area, description }: ComingSoonProps) {
  return (
    <div>
      <h2 className="text-lg font-semibold tracking-tight text-slate-900">{area}</h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <NotAvailable area={area} />
    </div>
  );
}

function NotAvailable({ area }: { area: string }) {
  return (
    <div className="mt-8 flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <Construction aria-hidden="true" className="size-10 text-brand-600" />
      <p className="mt-4 text-lg font-semibold text-slate-900">Not available yet</p>
      <p className="mt-1 max-w-sm text-sm text-slate-600">{area} cannot be managed from the dashboard yet.</p>
    </div>
  );
}
