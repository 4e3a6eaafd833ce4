/**
 * The text of the Application-Error header (docs/api.md, "Errors"). A header value is bytes a
 * browser reads as Latin-1, so a message with `§`, `’` or `é` would arrive as other characters.
 * A message of printable ASCII goes as it is; any other goes in RFC 8187's extended form,
 * `UTF-8''` then its UTF-8 bytes percent-encoded (`Caf%C3%A9`), which every client decodes the same way.
 */

export const APPLICATION_ERROR_HEADER = 'Application-Error';
/** At most this many characters of a message go in the header (the body keeps it whole). */
const HEADER_TEXT_MAX = 500;
const EXTENDED_PREFIX = "UTF-8''";
const PLAIN = /^[\x20-\x7e]*$/;
/** RFC 8187 attr-char: what goes unencoded in the extended form. */
const ATTR_CHAR = /[A-Za-z0-9!#$&+\-.^_`|~]/;

const encodeExtended = (text: string) =>
  Array.from(new TextEncoder().encode(text), (byte) => {
    const char = String.fromCharCode(byte);
    return byte < 0x80 && ATTR_CHAR.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');

/** The header value of a message: plain ASCII as it is, anything else in RFC 8187's UTF-8 form. */
export function encodeErrorHeader(message: string): string {
  const text = Array.from(message).slice(0, HEADER_TEXT_MAX).join('');
  return PLAIN.test(text) && !text.startsWith(EXTENDED_PREFIX) ? text : `${EXTENDED_PREFIX}${encodeExtended(text)}`;
}

/** The message a header value carries (the inverse of encodeErrorHeader); a malformed extended value is left as it came. */
export function decodeErrorHeader(value: string): string {
  if (!value.startsWith(EXTENDED_PREFIX)) return value;
  try {
    return decodeURIComponent(value.slice(EXTENDED_PREFIX.length));
  } catch {
    return value;
  }
}
