/**
 * Buttons pressed on a server-rendered page before the app's script arrived (docs/requirements.md §13,
 * "The page first, then the app"): the start script kept them (common/src/app-start.ts); they are pressed
 * again once the app has taken the page over, so a phone's Menu tapped early still opens.
 */
import { useEffect } from 'react';
import { EARLY_CLICKS_GLOBAL } from '@hearth/common';

type TakeEarlyClicks = () => HTMLElement[];

/** The buttons pressed so far; from now on the app's own handlers (and React's replay) answer presses. */
export function takeEarlyClicks(): HTMLElement[] {
  const take = (window as unknown as Record<string, TakeEarlyClicks | undefined>)[EARLY_CLICKS_GLOBAL];
  return typeof take === 'function' ? take() : [];
}

/** Presses them again after the app's first commit; a button the app did not keep (a re-rendered page) is skipped. */
export function EarlyClicks({ buttons }: { buttons: HTMLElement[] }) {
  useEffect(() => {
    for (const button of buttons.splice(0)) if (button.isConnected) button.click();
  }, [buttons]);
  return null;
}
