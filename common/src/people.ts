/** How the portal names a person, everywhere it shows one (docs/requirements.md §3). */

export interface NamedPerson {
  firstName?: string | null;
  lastName?: string | null;
  userName?: string | null;
}

/**
 * "First Last" from the parts that are given; when neither is, the user name, else `fallback`.
 * The one place a person's name is assembled (the server's answers, mails and the web's screens).
 */
export function displayName(person: NamedPerson | object, fallback = ''): string {
  const { firstName, lastName, userName } = person as Record<string, unknown>;
  const name = `${firstName ?? ''} ${lastName ?? ''}`.trim();
  return name || (userName == null ? fallback : String(userName));
}
