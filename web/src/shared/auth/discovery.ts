/**
 * The provider's discovery document, asked for while the identity client's code is still loading (they used to
 * follow one another: a signed-in page waited for both, docs/requirements.md §13). Kept out of oidc.ts so that
 * asking costs no library.
 */
import type { OidcMetadata } from 'oidc-client-ts';

let discovery: Promise<Partial<OidcMetadata> | undefined> | null = null;

/** Read once per page; undefined when the provider cannot be reached (the identity client then asks itself when needed). */
export function readProviderMetadata(origin = window.location.origin): Promise<Partial<OidcMetadata> | undefined> {
  discovery ??= fetch(`${origin}/oidc/.well-known/openid-configuration`, { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<Partial<OidcMetadata>>) : undefined))
    .catch(() => undefined);
  return discovery;
}
