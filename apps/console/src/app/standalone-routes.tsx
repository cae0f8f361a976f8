import { lazy, Suspense } from 'react';
import { FullScreenSpin } from '../ui/full-screen-spin.tsx';

// The pages outside the console's frame, each its own chunk like every other page.
const SignInPage = lazy(async () => ({ default: (await import('../features/operators/pages/sign-in-page.tsx')).SignInPage }));
const ChangePasswordPage = lazy(async () => ({
  default: (await import('../features/operators/pages/change-password-page.tsx')).ChangePasswordPage,
}));

export function SignInRoute() {
  return (
    <Suspense fallback={<FullScreenSpin />}>
      <SignInPage />
    </Suspense>
  );
}

export function ChangePasswordRoute() {
  return (
    <Suspense fallback={<FullScreenSpin />}>
      <ChangePasswordPage />
    </Suspense>
  );
}
