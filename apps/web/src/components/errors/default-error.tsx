import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { isNotAuthorized } from '#lib/route-guard.ts';
import { Button } from '../ui/button';
import { errorDetails } from './error-details';
import { NotAuthorized } from './not-authorized';

/**
 * The default error view (spec 000 §2): 'Something went wrong!' with a Show Error / Hide Error
 * toggle, which shows the error's message and its code (never raw JSON). A failed permission
 * check is not a failure of the app: it shows 'Not authorized'.
 */
export function DefaultError(props: ErrorComponentProps) {
  if (isNotAuthorized(props.error)) return <NotAuthorized fallback={props.error.fallback} />;
  return <SomethingWentWrong {...props} />;
}

function SomethingWentWrong({ error, reset }: ErrorComponentProps) {
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const detailsId = useId();
  const details = errorDetails(error);
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <div className="w-full max-w-md text-center">
        <h1 className="text-2xl font-semibold text-slate-900">Something went wrong!</h1>
        <p className="mt-2 text-sm text-slate-600">The page could not be shown. You can try again.</p>
        <div className="mt-6 flex justify-center gap-3">
          <Button onClick={retry}>Try again</Button>
          <Button
            variant="secondary"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? 'Hide Error' : 'Show Error'}
          </Button>
        </div>
        <div
          id={detailsId}
          hidden={!open}
          className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-left text-sm break-words text-red-900"
        >
          <p>{details.message}</p>
          <p className="mt-2 text-xs text-red-800">
            Error code: <code className="font-mono">{details.code}</code>
          </p>
        </div>
      </div>
    </div>
  );
}
