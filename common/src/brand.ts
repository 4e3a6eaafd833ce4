/**
 * The association's mark and the palette of its pages, shared by the web app (header), the
 * server's first screen of index.html and the login pages, so all three look like one portal.
 * The colours are those of web/src/shared/ui/tokens.css.
 */
export const LOGO_PATHS: readonly { d: string; fill: string }[] = [
  { d: 'M4 15 16 4l12 11v13H4z', fill: '#fdf8f2' },
  { d: 'M16 4 2 16.5l1.5 1.6L16 6.8l12.5 11.3 1.5-1.6z', fill: '#e07a3f' },
  { d: 'M16 14c3 3 4 5 4 7a4 4 0 0 1-8 0c0-2 1.2-3.4 2.2-4.6.2 1.4.8 2.2 1.6 2.6-.4-1.9-.2-3.4.2-5z', fill: '#c2410c' },
];

/** The mark as SVG markup, for pages the server writes. */
export const logoSvg = (size = 32): string =>
  `<svg width="${size}" height="${size}" viewBox="0 0 32 32" aria-hidden="true" focusable="false">${LOGO_PATHS.map((p) => `<path d="${p.d}" fill="${p.fill}"/>`).join('')}</svg>`;

export const PALETTE = {
  bg: '#faf7f2',
  surface: '#ffffff',
  text: '#1f2328',
  muted: '#555d66',
  border: '#cfc4b6',
  primary: '#8a3b12',
  primaryHover: '#6f2f0e',
  header: '#2b2118',
  headerText: '#fdf8f2',
  danger: '#b42318',
  dangerBg: '#fdecea',
  focus: '#1d4ed8',
} as const;

/** The lead line of Home's welcome banner (the web app's Home and the server's first screen). */
export const HOME_BANNER_LEAD = 'News, contacts, documents, newsletters and meeting minutes of our community, in one place.';
