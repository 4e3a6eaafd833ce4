/** The portal's mark: a small house with a hearth flame, inline so it costs no request. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M4 15 16 4l12 11v13H4z" fill="#fdf8f2" />
      <path d="M16 4 2 16.5l1.5 1.6L16 6.8l12.5 11.3 1.5-1.6z" fill="#e07a3f" />
      <path d="M16 14c3 3 4 5 4 7a4 4 0 0 1-8 0c0-2 1.2-3.4 2.2-4.6.2 1.4.8 2.2 1.6 2.6-.4-1.9-.2-3.4.2-5z" fill="#c2410c" />
    </svg>
  );
}
