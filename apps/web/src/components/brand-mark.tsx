import { Link } from '@tanstack/react-router';

export const BRAND_MARK_CLASS =
  'inline-flex items-center gap-2 text-lg font-semibold tracking-tight text-slate-900';

/** The mark and the product name (inside BrandMark's link, or the dashboard shell's plain one). */
export function BrandLogo() {
  return (
    <>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-7">
        <rect width="32" height="32" rx="8" fill="currentColor" className="text-brand-700" />
        <path
          d="M10 23V9h7a5 5 0 0 1 0 10h-7"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      Payrail
    </>
  );
}

/** The product name with its mark; links to the dashboard ('/' opens the first area the user may use). */
export function BrandMark({ to = '/' }: { to?: '/' | '/auth/login' }) {
  return (
    <Link to={to} className={BRAND_MARK_CLASS}>
      <BrandLogo />
    </Link>
  );
}
