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

/**
 * What the translator needs to know of a message whose English does not show its arguments as given: the
 * values an argument can take when the English says it in words (a meeting's kind by its label), or a
 * reader that takes the arguments back from the English (a total the English adds up).
 */
interface MessageHint {
  readonly choices?: Readonly<Record<number, readonly unknown[]>>;
  readonly read?: (english: string) => unknown[] | null;
}

/** The hints of each set, by the set's name and the message's key. */
export type MessageHints = Readonly<Record<string, Readonly<Record<string, MessageHint>>>>;

interface Pattern {
  regex: RegExp;
  order: number[];
  given: readonly unknown[];
  english: (...args: unknown[]) => string;
  translate: (...args: unknown[]) => string;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Reads an argument back as the function took it: digits are the numbers of counts and limits. */
const argumentOf = (text: string): string | number => (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text);

/** Every way of giving the chosen arguments their values: [] when none is chosen. */
function combinations(choices: Readonly<Record<number, readonly unknown[]>>): unknown[][] {
  let out: unknown[][] = [[]];
  for (const [index, values] of Object.entries(choices))
    out = out.flatMap((given) =>
      values.map((value) => {
        const next = [...given];
        next[Number(index)] = value;
        return next;
      }),
    );
  return out;
}

/**
 * The pattern of a function's text with some arguments given (`given[i]`) and the others marked; null when it
 * cannot be written so. An argument given the value 1 is how a text's singular is recognised ("1 resident").
 */
function patternOf(english: Pattern['english'], translate: Pattern['translate'], given: readonly unknown[]): Pattern | null {
  let template: string;
  try {
    template = english(...Array.from({ length: english.length }, (_, i) => (i in given ? given[i] : marker(i))));
  } catch {
    return null;
  }
  const order: number[] = [];
  const body = template
    .split(MARKER)
    .map((part, i) => {
      if (i % 2 === 0) return escapeRegex(part);
      order.push(Number(part));
      return '([\\s\\S]+?)';
    })
    .join('');
  return { regex: new RegExp(`^${body}$`), order, given, english, translate };
}

/** A translator from English to one language over pairs of (English set, its translation), with the hints of sets that need them. */
export function translatorFor(
  pairs: readonly { name?: string; source: MessageSet; target: MessageSet }[],
  hints: MessageHints = {},
): (english: string) => string {
  const fixed = new Map<string, string>();
  const readers: { read: NonNullable<MessageHint['read']>; english: Pattern['english']; translate: Pattern['translate'] }[] = [];
  const patterns: Pattern[] = [];
  for (const { name, source, target } of pairs)
    for (const [key, message] of Object.entries(source)) {
      const translation = target[key];
      if (translation === undefined) continue;
      if (typeof message === 'string') {
        if (typeof translation === 'string' && !fixed.has(message)) fixed.set(message, translation);
        continue;
      }
      if (typeof translation !== 'function') continue;
      const hint = name === undefined ? undefined : hints[name]?.[key];
      if (hint?.read) readers.push({ read: hint.read, english: message, translate: translation });
      // The singulars first (an argument given 1), then the text with every argument as written.
      const ways = hint?.choices ? combinations(hint.choices) : [[]];
      for (const given of ways) {
        for (let i = 0; i < message.length; i++) {
          if (i in given) continue;
          const singular = [...given];
          singular[i] = 1;
          const pattern = patternOf(message, translation, singular);
          if (pattern) patterns.push(pattern);
        }
        const pattern = patternOf(message, translation, given);
        if (pattern) patterns.push(pattern);
      }
    }
  /** The translation of `english` from these arguments, if they write it again (a pattern can read ambiguous text wrongly). */
  const attempt = (english: string, source: Pattern['english'], translate: Pattern['translate'], args: unknown[]) => {
    try {
      return source(...args) === english ? translate(...args) : null;
    } catch {
      return null;
    }
  };
  return (english) => {
    const exact = fixed.get(english);
    if (exact !== undefined) return exact;
    // A reader first: it knows its text ("Sent to 3 of 10" is not "Sent to {0}" with "3 of 10").
    for (const reader of readers) {
      const args = reader.read(english);
      const translated = args && attempt(english, reader.english, reader.translate, args);
      if (translated) return translated;
    }
    for (const pattern of patterns) {
      const match = pattern.regex.exec(english);
      if (!match) continue;
      const args: unknown[] = [...pattern.given];
      pattern.order.forEach((index, i) => (args[index] = argumentOf(match[i + 1])));
      const translated = attempt(english, pattern.english, pattern.translate, args);
      if (translated !== null) return translated;
    }
    return english;
  };
}
