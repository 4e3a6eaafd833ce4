/** Roles come from the `role` claim, a string or a list. */
export function rolesFromClaims(claims: Record<string, unknown> | null | undefined): string[] {
  const role = claims?.role;
  if (Array.isArray(role)) return role.filter((r): r is string => typeof r === 'string');
  if (typeof role === 'string' && role) return role.includes(',') ? role.split(',').map((r) => r.trim()) : [role];
  return [];
}
