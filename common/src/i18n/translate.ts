/**
 * Common's texts in the reader's language (docs/architecture.md, "Languages"). The texts are English
 * where they are written (messages.ts and its kin: the spec's words); each other language is a table
 * of the same keys, typed so a missing or extra key does not compile, its functions taking the same
 * arguments (so a language says its own plurals). A text arrives at the answer already written in
 * English, so it is recognised here: a fixed text by its words, a function's by its template, the
 * arguments read back from the English and given to the translation.
 */

/** A message set: fixed texts and functions that write a text from their arguments. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- functions of any arguments returning text
type MessageSet = Readonly<Record<string, string | ((...args: any[]) => string)>>;

/** A translation of a message set: every key, each a text or a function of the same arguments. */
export type TranslationOf<T extends MessageSet> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};

/** What marks argument `i` in a template: characters no message contains. */
const marker = (i: number) => `\ue000${i}\ue001`;
const MARKER = /\ue000(\d+)\ue001/g;

/** The English template of a message: a fixed text as it is, a function's text with its arguments marked; null when it cannot be templated (it needs arguments of another kind). */
export function templateOf(message: MessageSet[string]): string | null {
  if (typeof message === 'string') return message;
  try {
    return message(...Array.from({ length: message.length }, (_, i) => marker(i)));
  } catch {
    return null;
  }
}

/** The template as a reader would see it, arguments written {0}, {1}: what a translator and the snapshot read. */
export const readableTemplate = (template: string) => template.replace(MARKER, (_, i: string) => `{${i}}`);

interface Pattern {
  regex: RegExp;
  order: number[];
  translate: (...args: unknown[]) => string;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Reads an argument back as the function took it: digits are the numbers of counts and limits. */
const argumentOf = (text: string): string | number => (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text);

/** A translator from English to one language over pairs of (English set, its translation). */
export function translatorFor(pairs: readonly { source: MessageSet; target: MessageSet }[]): (english: string) => string {
  const fixed = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const { source, target } of pairs)
    for (const [key, message] of Object.entries(source)) {
      const translation = target[key];
      if (translation === undefined) continue;
      if (typeof message === 'string') {
        if (typeof translation === 'string' && !fixed.has(message)) fixed.set(message, translation);
        continue;
      }
      const template = templateOf(message);
      if (template === null || typeof translation !== 'function') continue;
      const order: number[] = [];
      const body = template
        .split(MARKER)
        .map((part, i) => {
          if (i % 2 === 0) return escapeRegex(part);
          order.push(Number(part));
          return '([\\s\\S]+?)';
        })
        .join('');
      patterns.push({ regex: new RegExp(`^${body}$`), order, translate: translation });
    }
  return (english) => {
    const exact = fixed.get(english);
    if (exact !== undefined) return exact;
    for (const pattern of patterns) {
      const match = pattern.regex.exec(english);
      if (!match) continue;
      const args: unknown[] = [];
      pattern.order.forEach((index, i) => (args[index] = argumentOf(match[i + 1])));
      try {
        return pattern.translate(...args);
      } catch {
        return english;
      }
    }
    return english;
  };
}
