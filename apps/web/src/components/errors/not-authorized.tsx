import { Link } from '@tanstack/react-router';
import { ShieldOff } from 'lucide-react';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import type { NotAuthorizedError } from '#lib/route-guard.ts';

/**
 * What a failed permission check shows (spec 001 §6: 'Not authorized'), inside the dashboard
 * frame. The user stays signed in and gets a link to an area they may use.
 */
export function NotAuthorized({ fallback }: Pick<NotAuthorizedError, 'fallback'>) {
  useDocumentTitle('Not authorized');
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <div className="max-w-md text-center">
        <ShieldOff aria-hidden="true" className="mx-auto size-10 text-slate-400" />
        <h1 className="mt-4 text-2xl font-semibold text-slate-900">Not authorized</h1>
        <p className="mt-2 text-sm text-slate-600">
          Your role does not include this area. Ask your account owner if you need access.
        </p>
        <Link
          to={fallback.to}
          search={fallback.search ?? {}}
          className="mt-6 inline-block font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Go to {fallback.label}
        </Link>
      </div>
    </div>
  );
}
