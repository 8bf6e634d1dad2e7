import '@testing-library/jest-dom/vitest';
import { toast } from '@kirana/ui-kit/lib/toast-store';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Every test talks to a real API that the other test files share; under a busy machine
// (CI, or Nx running lint and type checks alongside) answers can take over a second.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  toast.dismiss();
  localStorage.clear();
  sessionStorage.clear();
});
