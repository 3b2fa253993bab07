import { Link } from '@tanstack/react-router';

/** The default not-found view (spec 000 §2). */
export function NotFound() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <div className="max-w-md text-center">
        <p className="text-sm font-semibold text-brand-700">404</p>
        <h1 className="mt-1 text-2xl font-semibold text-slate-900">Not Found</h1>
        <p className="mt-2 text-sm text-slate-600">There is no page at this address.</p>
        <Link
          to="/"
          className="mt-6 inline-block font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Go to the dashboard
        </Link>
      </div>
    </div>
  );
}
