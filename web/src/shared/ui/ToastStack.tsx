/**
 * The toasts on screen, on Radix Toast: the part of the toasts (Toast.tsx) a page needs only once it has
 * something to say, so it is a chunk of its own, fetched with the first toast.
 */
import { useCallback, type RefObject } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import { TOAST_TIMEOUT_MS } from '@hearth/common';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useCommonText, useLocale } from '../i18n';
import styles from './Toast.module.css';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';
export interface ToastOptions {
  persistent?: boolean;
  /** A button in the toast (Undo after archiving a row). */
  action?: { label: string; onClick(): void };
  /** The toast is the result of what the user just did: focus moves to it. */
  focus?: boolean;
}

export interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
  persistent: boolean;
  open: boolean;
  action?: ToastOptions['action'];
  focus: boolean;
}

const TITLES: Record<ToastKind, MessageDescriptor> = {
  success: msg`Success`,
  error: msg`Error`,
  info: msg`Information`,
  warning: msg`Warning`,
};

interface ToastStackProps {
  toasts: ToastItem[];
  close(id: number): void;
  viewportRef: RefObject<HTMLOListElement | null>;
  /** Called as the viewport and each toast come into the page: the provider's focus and room effects look for them then. */
  onShown(): void;
}

export default function ToastStack({ toasts, close, viewportRef, onShown }: ToastStackProps) {
  const { i18n } = useLocale();
  const text = useCommonText();
  // Radix puts a toast into the viewport once both have mounted, a render or more after it is shown.
  const shown = useCallback(
    (node: HTMLElement | null) => {
      if (node) onShown();
    },
    [onShown],
  );
  const viewportIs = useCallback(
    (node: HTMLOListElement | null) => {
      viewportRef.current = node;
      shown(node);
    },
    [viewportRef, shown],
  );
  return (
    <RadixToast.Provider swipeDirection="right" duration={TOAST_TIMEOUT_MS} label={i18n._(msg`Notification`)}>
      {toasts.map((t) => (
        <RadixToast.Root
          key={t.id}
          ref={shown}
          open={t.open}
          onOpenChange={(open) => !open && close(t.id)}
          duration={t.persistent ? Infinity : TOAST_TIMEOUT_MS}
          type={t.kind === 'error' || t.kind === 'warning' ? 'foreground' : 'background'}
          className={`${styles.toast} ${styles[t.kind]}`}
          data-kind={t.kind}
          data-toast-id={t.id}
        >
          <div>
            <RadixToast.Title className={styles.title}>{i18n._(TITLES[t.kind])}</RadixToast.Title>
            {/* The server answers in the reader's language already; a text of common's the screen wrote is translated here. */}
            <RadixToast.Description className={styles.description}>{text(t.text)}</RadixToast.Description>
          </div>
          {t.action && (
            <RadixToast.Action className={styles.action} altText={t.action.label} onClick={t.action.onClick}>
              {t.action.label}
            </RadixToast.Action>
          )}
          <RadixToast.Close className={styles.close} aria-label={i18n._(msg`Close notification`)}>
            <span aria-hidden="true">×</span>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport ref={viewportIs} className={styles.viewport} />
    </RadixToast.Provider>
  );
}
