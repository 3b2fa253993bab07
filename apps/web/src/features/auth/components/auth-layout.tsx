import { Outlet } from '@tanstack/react-router';
import { BrandMark } from '#components/brand-mark.tsx';

/** Sign-in pages: one centred card under the product name. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-linear-to-b from-brand-50 to-slate-50 px-4 py-10 sm:justify-center">
      <div className="w-full max-w-md">
        <div className="mb-8 flex justify-center">
          <BrandMark to="/auth/login" />
        </div>
        <main>
          <Outlet />
        </main>
        <p className="mt-8 text-center text-xs text-slate-500">
          Payrail · Payments for businesses in Nigeria and beyond
        </p>
      </div>
    </div>
  );
}
