/** The onboarding screens' title (the page's h1) and what the screen is for. */
export function OnboardingHeading({ description }: { description: string }) {
  return (
    <div>
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-slate-900">
        Verify your business
      </h1>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
    </div>
  );
}
