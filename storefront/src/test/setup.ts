import '@testing-library/jest-dom/vitest';
import { toast } from '@kirana/ui-kit/lib/toast-store';
import { cleanup, configure } from '@testing-library/react';
import { activateSourceLanguage } from '@kirana/ui-kit/lib/i18n';
import { afterEach } from 'vitest';

// English, as main.tsx activates it before the first render; a test in Hindi activates 'hi'
// itself (activateLanguage) and gets English back after it.
activateSourceLanguage();

// Every test talks to a real API that the other test files share; under a busy machine
// (CI, or Nx running lint and type checks alongside) answers can take over a second.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  activateSourceLanguage();
  toast.dismiss();
  localStorage.clear();
  sessionStorage.clear();
});
