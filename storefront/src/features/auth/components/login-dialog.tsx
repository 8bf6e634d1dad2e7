import { useLingui } from '@lingui/react/macro';
import { Dialog, DialogContent } from '@kirana/ui-kit/dialog';
import { useState } from 'react';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm, type LoginMode } from './login-form.tsx';

export interface LoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The control that opened the dialog, to focus again when it closes. */
  returnFocusTo: () => HTMLElement | null;
}

type DialogMode = LoginMode | 'forgot';

/** The login / sign-up modal; Radix traps focus in it, we hand it back on close. */
export default function LoginDialog({ open, onOpenChange, returnFocusTo }: LoginDialogProps) {
  const { t } = useLingui();
  const [mode, setMode] = useState<DialogMode>('login');
  const titles: Record<DialogMode, string> = {
    login: t`User Login`,
    register: t`User Sign Up`,
    forgot: t`Forgot Password`,
  };
  function changeOpen(next: boolean) {
    // Opened again later, the dialog is for signing in, not the reset asked for before.
    if (!next && mode === 'forgot') setMode('login');
    onOpenChange(next);
  }
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        title={titles[mode]}
        size="sm"
        onCloseAutoFocus={(event) => {
          const opener = returnFocusTo();
          // After signing in the Login button is gone (the profile menu took its place):
          // then the default (the page) is the best there is.
          if (!opener?.isConnected) return;
          event.preventDefault();
          opener.focus();
        }}
      >
        {mode === 'forgot' ? (
          <ForgotPasswordForm onBack={() => setMode('login')} />
        ) : (
          <LoginForm
            mode={mode}
            onModeChange={setMode}
            onSignedIn={() => onOpenChange(false)}
            onForgotPassword={() => setMode('forgot')}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
