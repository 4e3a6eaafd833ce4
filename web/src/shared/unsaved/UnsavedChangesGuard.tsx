/**
 * Asks before a person leaves a screen with unsaved list rows or an unsaved form: inside the app
 * (react-router's blocker) and when the tab is closed or reloaded (the browser's beforeunload prompt).
 * The question is the browser's own confirm box: modal, announced and operable the same way on every
 * device; its words name what would be lost, rows or a form (docs/requirements.md, "States and transitions").
 */
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { Messages } from '@hearth/common';
import { commonText, i18n } from '../i18n';

/** What is unsaved on screen: edited list rows, typed form text, or both. */
interface Unsaved {
  rows: boolean;
  form: boolean;
}

/** The question for what is unsaved, in the page's language (common's texts); one line for each of rows and form. */
export const unsavedQuestion = ({ rows, form }: Unsaved) =>
  [Messages.unsavedChangesTitle, ...(rows ? [Messages.unsavedChanges] : []), ...(form ? [Messages.unsavedFormChanges] : [])]
    .map((english) => commonText(i18n.locale, english))
    .join('\n\n');

let leavingOnPurpose = false;
/**
 * For a page load the app starts itself while the typed text is kept elsewhere (the e-mail change
 * goes to the login page and sends the kept change on its return): the browser does not ask.
 */
export const leaveOnPurpose = () => {
  leavingOnPurpose = true;
};

export function UnsavedChangesGuard({ rows, form }: Unsaved) {
  const dirty = rows || form;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(unsavedQuestion({ rows, form }))) blocker.proceed();
    else blocker.reset();
  }, [blocker, rows, form]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (leavingOnPurpose) return;
      event.preventDefault();
      event.returnValue = ''; // older browsers need it set to show the prompt
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return null;
}
