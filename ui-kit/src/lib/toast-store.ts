export type ToastKind = 'default' | 'success' | 'error';

export interface ToastItem {
  id: string;
  kind: ToastKind;
  message: string;
  description?: string;
  duration: number;
  /** How many identical toasts this one stands for ("Added to Cart ×3"). */
  count: number;
  /** When it was (last) shown, in ms since the epoch. */
  shownAt: number;
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

/**
 * A toast shown this recently is news about the action that changed the page ("Order Placed"
 * before going to My Orders), not a leftover from the page before it.
 */
export const FRESH_TOAST_MS = 1000;

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

const sameNews = (a: ToastItem, kind: ToastKind, message: string, description?: string) =>
  a.kind === kind && a.message === message && a.description === description;

function show(kind: ToastKind, message: string, options: ToastOptions = {}): string {
  nextId += 1;
  // The same news again folds into the toast already showing it, with a count, instead of
  // stacking copies down a phone's screen. It gets a fresh id so its timer starts again.
  const repeated = toasts.find((existing) =>
    sameNews(existing, kind, message, options.description),
  );
  const id = options.id ?? `toast-${nextId}`;
  const item: ToastItem = {
    id,
    kind,
    message,
    duration: options.duration ?? TOAST_DURATIONS[kind],
    count: (repeated?.count ?? 0) + 1,
    shownAt: Date.now(),
    ...(options.description === undefined ? {} : { description: options.description }),
  };
  const others = toasts.filter((existing) => existing.id !== id && existing !== repeated);
  setToasts([...others, item].slice(-MAX_TOASTS));
  return id;
}

function dismiss(id?: string): void {
  setToasts(id === undefined ? [] : toasts.filter((item) => item.id !== id));
}

function dismissStale(): void {
  const cutoff = Date.now() - FRESH_TOAST_MS;
  const fresh = toasts.filter((item) => item.shownAt > cutoff);
  if (fresh.length !== toasts.length) setToasts(fresh);
}

type ShowToast = (message: string, options?: ToastOptions) => string;

interface ToastApi extends ShowToast {
  success: ShowToast;
  error: ShowToast;
  /** Closes one toast, or all of them when called without an id. */
  dismiss: (id?: string) => void;
  /**
   * Closes toasts older than FRESH_TOAST_MS: call it when the page changes or someone signs
   * in, so news about the page before does not linger over the new one.
   */
  dismissStale: () => void;
}

export const toast: ToastApi = Object.assign(
  (message: string, options?: ToastOptions) => show('default', message, options),
  {
    success: (message: string, options?: ToastOptions) => show('success', message, options),
    error: (message: string, options?: ToastOptions) => show('error', message, options),
    dismiss,
    dismissStale,
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
