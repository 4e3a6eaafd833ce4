import { LOGO_PATHS } from '@hearth/common';

/** The portal's mark: a small house with a hearth flame, inline so it costs no request. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      {LOGO_PATHS.map((p) => (
        <path key={p.d} d={p.d} fill={p.fill} />
      ))}
    </svg>
  );
}
