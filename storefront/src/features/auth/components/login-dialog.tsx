import { Dialog, DialogContent } from '@kirana/ui-kit/dialog';
import { useState } from 'react';
import { LoginForm, type LoginMode } from './login-form.tsx';

export interface LoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const titles: Record<LoginMode, string> = { login: 'User Login', register: 'User Sign Up' };

/** The login / sign-up modal; Radix traps focus in it and hands it back on close. */
export default function LoginDialog({ open, onOpenChange }: LoginDialogProps) {
  const [mode, setMode] = useState<LoginMode>('login');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={titles[mode]} size="sm">
        <LoginForm mode={mode} onModeChange={setMode} onSignedIn={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
