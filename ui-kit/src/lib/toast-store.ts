export type ToastKind = 'default' | 'success' | 'error';

export interface ToastItem {
  id: string;
  kind: ToastKind;
  message: string;
  description?: string;
  duration: number;
}

export interface ToastOptions {
  description?: string;
  /** Milliseconds before the toast closes; defaults by kind (see TOAST_DURATIONS). */
  duration?: number;
  /** Reusing an id replaces that toast instead of stacking a second one. */
  id?: string;
}

export const TOAST_DURATIONS: Readonly<Record<ToastKind, number>> = {
  default: 4000,
  success: 2000,
  error: 4000,
};

/** More than this and the oldest toast is dropped. */
export const MAX_TOASTS = 20;

type Listener = () => void;

// A module-level store, so `toast.success()` works from anywhere — a query's onError,
// a fetch helper — without a React context; <Toaster /> subscribes to it.
let toasts: readonly ToastItem[] = [];
let nextId = 0;
const listeners = new Set<Listener>();

function setToasts(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): string {
  nextId += 1;
  const id = options.id ?? `toast-${nextId}`;
  const item: ToastItem = {
    id,
    kind,
    message,
    duration: options.duration ?? TOAST_DURATIONS[kind],
    ...(options.description === undefined ? {} : { description: options.description }),
  };
  const others = toasts.filter((existing) => existing.id !== id);
  setToasts([...others, item].slice(-MAX_TOASTS));
  return id;
}

function dismiss(id?: string): void {
  setToasts(id === undefined ? [] : toasts.filter((item) => item.id !== id));
}

type ShowToast = (message: string, options?: ToastOptions) => string;

interface ToastApi extends ShowToast {
  success: ShowToast;
  error: ShowToast;
  /** Closes one toast, or all of them when called without an id. */
  dismiss: (id?: string) => void;
}

export const toast: ToastApi = Object.assign(
  (message: string, options?: ToastOptions) => show('default', message, options),
  {
    success: (message: string, options?: ToastOptions) => show('success', message, options),
    error: (message: string, options?: ToastOptions) => show('error', message, options),
    dismiss,
  },
);

export const toastStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot(): readonly ToastItem[] {
    return toasts;
  },
};
