import { Dialog, DialogContent } from '@kirana/ui-kit/dialog';
import { useState } from 'react';
import { LoginForm, type LoginMode } from './login-form.tsx';

export interface LoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The control that opened the dialog, to focus again when it closes. */
  returnFocusTo: () => HTMLElement | null;
}

const titles: Record<LoginMode, string> = { login: 'User Login', register: 'User Sign Up' };

/** The login / sign-up modal; Radix traps focus in it, we hand it back on close. */
export default function LoginDialog({ open, onOpenChange, returnFocusTo }: LoginDialogProps) {
  const [mode, setMode] = useState<LoginMode>('login');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
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
        <LoginForm mode={mode} onModeChange={setMode} onSignedIn={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
