import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { LoginDialogContext } from './login-dialog-context.ts';

// The dialog (Radix and the form) loads the first time someone asks to sign in, so
// visitors who only browse never download it.
const LoginDialog = lazy(() => import('./components/login-dialog.tsx'));

export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const controls = useMemo(
    () => ({
      openLogin: () => {
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
          <LoginDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </LoginDialogContext.Provider>
  );
}
