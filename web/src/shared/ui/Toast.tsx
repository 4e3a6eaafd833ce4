/**
 * Toasts on Radix Toast (spec 2.4, 8, 9): bottom right, 20 s (TOAST_TIMEOUT_MS), closable,
 * and the same text of the same kind is never shown twice at once. `info(text, {persistent:true})`
 * stays until closed (the forgot-password/username confirmation).
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import { TOAST_TIMEOUT_MS } from '@hearth/common';
import styles from './Toast.module.css';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';
export interface ToastOptions {
  persistent?: boolean;
}
interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
  persistent: boolean;
  open: boolean;
}

export interface ToastApi {
  success(text: string, options?: ToastOptions): void;
  error(text: string, options?: ToastOptions): void;
  info(text: string, options?: ToastOptions): void;
  warning(text: string, options?: ToastOptions): void;
}

const TITLES: Record<ToastKind, string> = { success: 'Success', error: 'Error', info: 'Information', warning: 'Warning' };

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const show = useCallback((kind: ToastKind, text: string, options?: ToastOptions) => {
    if (!text) return;
    setToasts((current) => {
      if (current.some((t) => t.open && t.kind === kind && t.text === text)) return current;
      return [...current, { id: nextId.current++, kind, text, persistent: Boolean(options?.persistent), open: true }];
    });
  }, []);

  const close = useCallback((id: number) => {
    setToasts((current) => current.map((t) => (t.id === id ? { ...t, open: false } : t)));
    // Drop it after the closing animation.
    setTimeout(() => setToasts((current) => current.filter((t) => t.id !== id)), 300);
  }, []);

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
      <RadixToast.Provider swipeDirection="right" duration={TOAST_TIMEOUT_MS} label="Notification">
        {children}
        {toasts.map((t) => (
          <RadixToast.Root
            key={t.id}
            open={t.open}
            onOpenChange={(open) => !open && close(t.id)}
            duration={t.persistent ? Infinity : TOAST_TIMEOUT_MS}
            type={t.kind === 'error' || t.kind === 'warning' ? 'foreground' : 'background'}
            className={`${styles.toast} ${styles[t.kind]}`}
            data-kind={t.kind}
          >
            <div>
              <RadixToast.Title className={styles.title}>{TITLES[t.kind]}</RadixToast.Title>
              <RadixToast.Description className={styles.description}>{t.text}</RadixToast.Description>
            </div>
            <RadixToast.Close className={styles.close} aria-label="Close notification">
              <span aria-hidden="true">×</span>
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className={styles.viewport} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
