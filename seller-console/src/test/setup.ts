import '@testing-library/jest-dom/vitest';
import { toast } from '@kirana/ui-kit/toaster';
import { cleanup, configure } from '@testing-library/react';
import { activateSourceLanguage } from '@kirana/ui-kit/lib/i18n';
import { afterEach } from 'vitest';

// English, as main.tsx activates it before the first render; a test in Hindi activates 'hi'
// itself (activateLanguage) and gets English back after it.
activateSourceLanguage();

// Every screen waits on the real API (scrypt on sign-in, image checks on upload), one
// process that the other test files share, while CI runs the API suite and the browser
// journeys on the same two cores: an answer can then take several seconds (a search's rows
// came after 5 s in a fresh-clone run). findBy*/waitFor return as soon as what they wait
// for is there; this is only how long they wait before calling it missing.
configure({ asyncUtilTimeout: 12_000 });

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
