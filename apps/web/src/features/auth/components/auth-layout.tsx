import { Outlet } from '@tanstack/react-router';
import { BrandMark } from '#components/brand-mark.tsx';

/** Sign-in pages: one centred card under the product name; header, main and footer are landmarks. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-linear-to-b from-brand-50 to-slate-50 px-4 py-10 sm:justify-center">
      <div className="w-full max-w-md">
        <header className="mb-8 flex justify-center">
          <BrandMark to="/auth/login" />
        </header>
        <main>
          <Outlet />
        </main>
        <footer className="mt-8 text-center text-xs text-slate-500">
          <p>Payrail · Payments for businesses in Nigeria and beyond</p>
        </footer>
      </div>
    </div>
  );
}
