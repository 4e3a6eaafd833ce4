/** The plain text of notices: a calendar day and an item's excerpt. */

/** A calendar day as yyyy-mm-dd, whichever way the driver answers a date column. */
export function dayOf(value: unknown): string {
  if (value instanceof Date) {
    // node-postgres reads a date as local midnight.
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  if (typeof value === 'number') return new Date(value).toISOString().slice(0, 10);
  return String(value ?? '').slice(0, 10);
}

/** Plain text of at most `max` characters: tags dropped, spaces collapsed, cut at a word with an ellipsis. */
export function excerptOf(text: string, max = 200): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}
