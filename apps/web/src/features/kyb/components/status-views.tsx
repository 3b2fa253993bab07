import { Link } from '@tanstack/react-router';
import { BadgeCheck, Hourglass } from 'lucide-react';
import { Button } from '#components/ui/button.tsx';
import type { KybRecord } from '../api/get-kyb';
import { OnboardingHeading } from './onboarding-heading';
import { SandboxReview } from './sandbox-review';

const when = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
    : null;

/** Submitted: nothing to fill in; we review and tell them in-app and by email. */
export function UnderReview({ record }: { record: KybRecord }) {
  const submitted = when(record.submitted_at);
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-3xl space-y-6">
      <OnboardingHeading description="Thank you. There is nothing more to fill in for now." />
      <div role="status" className="flex gap-4 rounded-xl border border-sky-200 bg-sky-50 p-6">
        <Hourglass aria-hidden="true" className="size-8 shrink-0 text-sky-700" />
        <div>
          <h2 className="font-semibold text-slate-900">Your business verification is under review</h2>
          <p className="mt-1 text-sm text-slate-700">
            {submitted ? `Submitted ${submitted}. ` : ''}We usually review within one to two business days and
            will notify you here and by email. Sandbox payments keep working meanwhile.
          </p>
        </div>
      </div>
      <SandboxReview />
      <Button asChild variant="secondary">
        <Link to="/home">Back to home</Link>
      </Button>
    </section>
  );
}

/** Approved: verified, money may leave the platform. */
export function Approved() {
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-3xl space-y-6">
      <OnboardingHeading description="Your business verification is complete." />
      <div role="status" className="flex gap-4 rounded-xl border border-emerald-200 bg-emerald-50 p-6">
        <BadgeCheck aria-hidden="true" className="size-8 shrink-0 text-emerald-700" />
        <div>
          <h2 className="font-semibold text-slate-900">Your business is verified</h2>
          <p className="mt-1 text-sm text-slate-700">You can receive settlements and move money out.</p>
        </div>
      </div>
      <Button asChild>
        <Link to="/home">Go to home</Link>
      </Button>
    </section>
  );
}
