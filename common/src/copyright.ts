/**
 * The copyright line of every page's footer, the web app's and the sign-in pages' alike
 * (docs/requirements.md §2.2): from the site settings' start year to this year, one year when
 * they are the same (or the start year is missing or still to come).
 */
export const copyrightYears = (startYear: number | undefined, now = new Date()): string => {
  const current = now.getFullYear();
  return !startYear || startYear >= current ? String(current) : `${startYear} - ${current}`;
};

export const copyrightLine = (siteName: string, startYear: number | undefined, now = new Date()): string =>
  `© ${copyrightYears(startYear, now)} ${siteName}. All rights reserved.`;
