import { createContext, useContext } from 'react';

export interface LoginDialogControls {
  /** Opens the login / sign-up modal over the current page. */
  openLogin: () => void;
}

export const LoginDialogContext = createContext<LoginDialogControls | null>(null);

export function useLoginDialog(): LoginDialogControls {
  const controls = useContext(LoginDialogContext);
  if (!controls) throw new Error('useLoginDialog must be used inside <LoginDialogProvider>');
  return controls;
}
