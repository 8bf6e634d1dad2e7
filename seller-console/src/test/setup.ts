import '@testing-library/jest-dom/vitest';
import { toast } from '@kirana/ui-kit/toaster';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Every screen waits on the real API (scrypt on sign-in, image checks on upload); on a
// busy CI machine the default one second of findBy*/waitFor is not always enough.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // The toast store lives at module level; one test's toasts must not leak into the next.
  toast.dismiss();
});
