import { Link } from '@tanstack/react-router';
import { ArrowRight, ClipboardCheck, Hourglass, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Can } from '#components/can.tsx';
import { ROUTE_ACCESS } from '#lib/areas.ts';
import { cn } from '#lib/cn.ts';
import { useKyb } from '../api/get-kyb';

const linkClass =
  'inline-flex items-center gap-1 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline';

/**
 * The home screen's "verify your business" banner while KYB is not approved: not started or in
 * progress (start or continue), rejected (the reason, fix and resubmit) or under review (waiting,
 * with a link to the status). Gone once approved; silent while the KYB details are unknown; shown
 * to whoever may open onboarding, where it leads.
 */
export function VerifyBusinessBanner() {
  const { data: kyb, status } = useKyb();
  if (status !== 'success' || kyb?.status === 'approved') return null;
  const state = kyb?.status ?? 'not_started';
  return (
    <Can permission={ROUTE_ACCESS['/merchant-onboarding'].permission}>
      {state === 'under_review' ? (
        <Banner
          tone="info"
          icon={<Hourglass aria-hidden="true" className="size-8 shrink-0 text-sky-700" />}
          title="Your business verification is under review"
          text="We will let you know here and by email. Sandbox payments keep working meanwhile."
          link={
            <Link
              to="/merchant-onboarding/$categoryId"
              params={{ categoryId: String(kyb?.business_category_id ?? 1) }}
              className={linkClass}
            >
              See status <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          }
        />
      ) : (
        <Banner
          tone={state === 'rejected' ? 'warning' : 'brand'}
          icon={
            state === 'rejected' ? (
              <TriangleAlert aria-hidden="true" className="size-8 shrink-0 text-amber-700" />
            ) : (
              <ClipboardCheck aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
            )
          }
          title={
            state === 'rejected' ? 'Business verification needs changes' : 'Verify your business to go live'
          }
          text={
            state === 'rejected'
              ? `Reason: ${kyb?.rejection_reason ?? 'not given'}. Fix your details and submit again.`
              : 'Sandbox payments work now. Complete business verification to accept real money and get paid out.'
          }
          link={
            <Link to="/merchant-onboarding" className={linkClass}>
              {state === 'rejected'
                ? 'Fix and resubmit'
                : state === 'in_progress'
                  ? 'Continue onboarding'
                  : 'Start onboarding'}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          }
        />
      )}
    </Can>
  );
}

const tones = {
  brand: 'border-brand-200 bg-brand-50',
  info: 'border-sky-200 bg-sky-50',
  warning: 'border-amber-200 bg-amber-50',
} as const;

type BannerProps = {
  tone: keyof typeof tones;
  icon: ReactNode;
  title: string;
  text: string;
  link: ReactNode;
};

function Banner({ tone, icon, title, text, link }: BannerProps) {
  return (
    <section
      aria-label="Business verification"
      className={cn(
        'mt-8 flex flex-col gap-4 rounded-xl border p-6 sm:flex-row sm:items-center',
        tones[tone],
      )}
    >
      {icon}
      <div className="flex-1">
        <h2 className="font-semibold text-slate-900">{title}</h2>
        <p className="mt-1 text-sm text-slate-700">{text}</p>
      </div>
      {link}
    </section>
  );
}
