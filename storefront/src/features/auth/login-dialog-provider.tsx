import { Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import { LoginDialogContext } from './login-dialog-context.ts';
import { lazyWithWords } from '../../lib/lazy-with-words.ts';

// The dialog (Radix and the form) loads the first time someone asks to sign in, so
// visitors who only browse never download it.
const LoginDialog = lazyWithWords(() => import('./components/login-dialog.tsx'));

export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  // The dialog has no Radix trigger (any Login button opens it), so Radix cannot know
  // where focus should go back to: remember the control that opened it.
  const opener = useRef<HTMLElement | null>(null);
  const controls = useMemo(
    () => ({
      openLogin: () => {
        opener.current =
          document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setWanted(true);
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <LoginDialogContext.Provider value={controls}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <LoginDialog open={open} onOpenChange={setOpen} returnFocusTo={() => opener.current} />
        </Suspense>
      ) : null}
    </LoginDialogContext.Provider>
  );
}
