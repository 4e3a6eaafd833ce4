/**
 * Toasts on Radix Toast (docs/requirements.md, "Admin screens", "Errors and success messages", "Constants"): bottom right, 20 s (TOAST_TIMEOUT_MS), closable,
 * and the same text of the same kind is never shown twice at once. `info(text, {persistent:true})`
 * stays until closed (the forgot-password/username confirmation). Radix announces each one
 * (errors and warnings assertively).
 *
 * So that toasts never hide a control on a phone: at most MAX_OPEN show at once (the oldest
 * goes), a newer toast of the same kind replaces the older one, a success closes the errors
 * before it, the viewport takes no clicks outside the toasts, and the page keeps room between its
 * content and the footer for the stack (--toast-room: main's padding and the scroll padding), so
 * every control can be scrolled clear of them without blank space below the footer.
 *
 * Focus follows a submit's result: shown in the page (the next field, the problems, the list),
 * the screen moves focus there; shown only as a toast, the toast is given `focus: true` and takes
 * focus itself (read out as the focused element; its timer pauses while focused), and closing it
 * hands focus back to where it was (the submit button).
 *
 * Radix's code (ToastStack.tsx) is fetched with the first toast: most first visits show none.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ToastItem, ToastKind, ToastOptions } from './ToastStack';

const ToastStack = lazy(() => import('./ToastStack'));

export interface ToastApi {
  success(text: string, options?: ToastOptions): void;
  error(text: string, options?: ToastOptions): void;
  info(text: string, options?: ToastOptions): void;
  warning(text: string, options?: ToastOptions): void;
}

const MAX_OPEN = 2;

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const viewportRef = useRef<HTMLOListElement>(null);
  // The stack renders once its code has arrived, its toasts once Radix has its viewport: the effects below run
  // again each time one of them comes into the page.
  const [shown, setShown] = useState(0);
  const onShown = useCallback(() => setShown((n) => n + 1), []);

  const show = useCallback((kind: ToastKind, text: string, options?: ToastOptions) => {
    if (!text) return;
    setToasts((current) => {
      if (current.some((t) => t.open && t.kind === kind && t.text === text)) return current;
      // A newer toast of a kind replaces the older; a success also ends the errors before it (the
      // failed action has now gone through, so its error would only contradict the success).
      const replaced = (t: ToastItem) => t.kind === kind || (kind === 'success' && t.kind === 'error');
      let next = current.map((t) => (t.open && replaced(t) ? { ...t, open: false } : t));
      const open = next.filter((t) => t.open);
      const tooMany = new Set(open.slice(0, Math.max(0, open.length - (MAX_OPEN - 1))).map((t) => t.id));
      next = next.map((t) => (tooMany.has(t.id) ? { ...t, open: false } : t));
      const item = { id: nextId.current++, kind, text, persistent: Boolean(options?.persistent), open: true, action: options?.action };
      return [...next, { ...item, focus: Boolean(options?.focus) }];
    });
  }, []);

  // A result toast takes focus once shown; closing it gives focus back to where it came from.
  const focused = useRef<{ id: number; from: Element | null } | null>(null);
  useEffect(() => {
    const target = toasts.findLast((t) => t.open && t.focus);
    if (!target || focused.current?.id === target.id) return;
    const element = viewportRef.current?.querySelector<HTMLElement>(`[data-toast-id="${target.id}"]`);
    if (!element) return;
    const from = viewportRef.current?.contains(document.activeElement) ? (focused.current?.from ?? null) : document.activeElement;
    focused.current = { id: target.id, from };
    element.focus();
  }, [toasts, shown]);

  const close = useCallback((id: number) => {
    setToasts((current) => current.map((t) => (t.id === id ? { ...t, open: false } : t)));
    const returnTo = focused.current?.id === id ? focused.current.from : null;
    const active = document.activeElement;
    if (
      returnTo instanceof HTMLElement &&
      returnTo.isConnected &&
      (!active || active === document.body || viewportRef.current?.contains(active))
    ) {
      returnTo.focus();
    }
  }, []);

  // Closed toasts are dropped after their closing animation.
  useEffect(() => {
    if (!toasts.some((t) => !t.open)) return;
    const timer = setTimeout(() => setToasts((current) => current.filter((t) => t.open)), 300);
    return () => clearTimeout(timer);
  }, [toasts]);

  // The room the stack takes at the bottom of the screen, kept free below the page's content.
  const anyOpen = toasts.some((t) => t.open);
  useEffect(() => {
    const viewport = viewportRef.current;
    const root = document.documentElement;
    if (!viewport || !anyOpen || typeof ResizeObserver === 'undefined') {
      root.style.removeProperty('--toast-room');
      return;
    }
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--toast-room', `${Math.ceil(viewport.getBoundingClientRect().height)}px`),
    );
    observer.observe(viewport);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--toast-room');
    };
  }, [anyOpen, shown]);

  const api = useMemo<ToastApi>(
    () => ({
      success: (text, o) => show('success', text, o),
      error: (text, o) => show('error', text, o),
      info: (text, o) => show('info', text, o),
      warning: (text, o) => show('warning', text, o),
    }),
    [show],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {(shown > 0 || toasts.length > 0) && (
        <Suspense fallback={null}>
          <ToastStack toasts={toasts} close={close} viewportRef={viewportRef} onShown={onShown} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
