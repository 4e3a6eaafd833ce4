/**
 * Asks before a director leaves an admin screen with unsaved rows: inside the app (react-router's
 * blocker) and when the tab is closed or reloaded (the browser's beforeunload prompt). The question
 * is the browser's own confirm box: modal, announced and operable the same way on every device.
 */
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { Messages } from '@hearth/common';

export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(`${Messages.unsavedChangesTitle}\n\n${Messages.unsavedChanges}`)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers need it set to show the prompt
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return null;
}
