import '@testing-library/jest-dom/vitest';
import { toast } from '@kirana/ui-kit/lib/toast-store';
import { cleanup, configure } from '@testing-library/react';
import { activateSourceLanguage } from '@kirana/ui-kit/lib/i18n';
import { afterEach } from 'vitest';

// English, as main.tsx activates it before the first render; a test in Hindi activates 'hi'
// itself (activateLanguage) and gets English back after it.
activateSourceLanguage();

// Every test talks to a real API that the other test files share, while CI runs the API
// suite and the browser journeys on the same two cores: an answer can then take several
// seconds (the cart after Buy now came after 4 s in a fresh-clone run). findBy*/waitFor
// return as soon as what they wait for is there; this is only how long they wait before
// calling it missing.
configure({ asyncUtilTimeout: 12_000 });

afterEach(() => {
  cleanup();
  activateSourceLanguage();
  toast.dismiss();
  localStorage.clear();
  sessionStorage.clear();
});
