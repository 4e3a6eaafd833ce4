/**
 * The loading spinner: fades in over 300 ms and out over 200 ms (docs/requirements.md, "Constants"). `overlay` covers the
 * page without blocking it; `GlobalSpinner` shows while any react-query call or tracked task runs.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { SPINNER_FADE_IN_MS, SPINNER_FADE_OUT_MS } from '@hearth/common';
import { useLocale } from '../i18n';
import styles from './Spinner.module.css';

export function Spinner({ show, label, overlay = false }: { show: boolean; label?: string; overlay?: boolean }) {
  const { i18n } = useLocale();
  const [mounted, setMounted] = useState(show);
  // Shown at once; kept for the fade-out after it is no longer wanted.
  if (show && !mounted) setMounted(true);
  useEffect(() => {
    if (show) return;
    const timer = setTimeout(() => setMounted(false), SPINNER_FADE_OUT_MS);
    return () => clearTimeout(timer);
  }, [show]);
  if (!mounted && !show) return null;
  const style = { '--fade-in': `${SPINNER_FADE_IN_MS}ms`, '--fade-out': `${SPINNER_FADE_OUT_MS}ms` } as CSSProperties;
  return (
    <div
      className={[styles.spinner, overlay && styles.overlay, show ? styles.fadeIn : styles.fadeOut].filter(Boolean).join(' ')}
      style={style}
      role="status"
      aria-live="polite"
      data-testid="spinner"
    >
      <span className={styles.wheel} aria-hidden="true" />
      <span className="visually-hidden">{label ?? i18n._(msg`Loading`)}</span>
    </div>
  );
}

interface SpinnerApi {
  busy: boolean;
  /** Shows the spinner until the promise settles; returns the promise. */
  track<T>(promise: Promise<T>): Promise<T>;
}
const SpinnerContext = createContext<SpinnerApi | null>(null);

export function SpinnerProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  const track = useCallback(<T,>(promise: Promise<T>) => {
    setCount((c) => c + 1);
    return promise.finally(() => setCount((c) => c - 1));
  }, []);
  const value = useMemo(() => ({ busy: count > 0, track }), [count, track]);
  return <SpinnerContext.Provider value={value}>{children}</SpinnerContext.Provider>;
}

/** `{ busy, track(promise) }` for work that is not a react-query call (downloads, uploads). */
export function useSpinner(): SpinnerApi {
  const api = useContext(SpinnerContext);
  if (!api) throw new Error('useSpinner must be used inside <SpinnerProvider>');
  return api;
}

/** One page-wide spinner driven by react-query (fetching or mutating) and tracked tasks. */
export function GlobalSpinner() {
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const tracked = useContext(SpinnerContext)?.busy ?? false;
  return <Spinner show={fetching + mutating > 0 || tracked} overlay />;
}
