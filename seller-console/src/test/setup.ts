import '@testing-library/jest-dom/vitest';
import { toast } from '@kirana/ui-kit/toaster';
import { cleanup, configure } from '@testing-library/react';
import { activateSourceLanguage } from '@kirana/ui-kit/lib/i18n';
import { afterEach } from 'vitest';

// English, as main.tsx activates it before the first render; a test in Hindi activates 'hi'
// itself (activateLanguage) and gets English back after it.
activateSourceLanguage();

// Every screen waits on the real API (scrypt on sign-in, image checks on upload); on a
// busy CI machine the default one second of findBy*/waitFor is not always enough.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  activateSourceLanguage();
  // The toast store lives at module level; one test's toasts must not leak into the next.
  toast.dismiss();
  // Files share one jsdom (isolate: false): a choice one test saved (the chime) is not the
  // next file's.
  localStorage.clear();
  sessionStorage.clear();
});
