/**
 * The outbox knows no sender: each module registers, at start, the kinds of e-mail it sends of
 * its own, its announcements and its rounds, all the same one way (the outbox's front door,
 * index.ts), and the outbox imports none of its files (docs/architecture.md "Mail: one outbox").
 * A kind has one sender: a kind or an announcement source registered twice, or anything
 * registered once the outbox has started, throws, so the portal does not start rather than
 * send through a second, silent sender.
 */
import type { AnnouncementSource, MailKindRule, MailSenders } from './store';

/** The outbox's `kind` column holds 20 characters. */
const KIND_PATTERN = /^[a-zA-Z][a-zA-Z0-9-]{0,19}$/;

export function createMailSenders() {
  const kinds = new Map<string, { module: string; rule: MailKindRule }>();
  const sources: { module: string; source: AnnouncementSource }[] = [];
  const rounds: (() => Promise<void>)[] = [];
  let started = false;

  const open = (module: string, what: string) => {
    if (started) throw new Error(`[outbox] ${module} registered ${what} after the outbox started: register at start, before it`);
  };

  const senders: MailSenders & {
    registerMailKinds(module: string, declared: Readonly<Record<string, MailKindRule>>): void;
    registerAnnouncements(module: string, ...declared: AnnouncementSource[]): void;
    registerRound(module: string, round: () => Promise<void>): void;
    close(): void;
  } = {
    /** A module's own kinds of e-mail and how each goes. */
    registerMailKinds(module, declared) {
      open(module, `the mail kinds ${Object.keys(declared).join(', ')}`);
      for (const kind of Object.keys(declared)) {
        if (!KIND_PATTERN.test(kind)) throw new Error(`[outbox] mail kind "${kind}" of ${module}: 1 to 20 letters, digits and -`);
        const known = kinds.get(kind);
        if (known)
          throw new Error(`[outbox] mail kind "${kind}" registered twice (by ${known.module} and by ${module}): a kind has one sender`);
      }
      for (const [kind, rule] of Object.entries(declared)) kinds.set(kind, { module, rule });
    },

    /** A module's announcements, asked by every round in the order registered. */
    registerAnnouncements(module, ...declared) {
      open(module, `the announcements ${declared.map((s) => s.source).join(', ')}`);
      for (const source of declared) {
        const known = sources.find((s) => s.source.source === source.source);
        if (known || declared.filter((s) => s.source === source.source).length > 1)
          throw new Error(
            `[outbox] announcement source "${source.source}" registered twice (by ${known?.module ?? module} and by ${module}): a source has one sender`,
          );
      }
      for (const source of declared) sources.push({ module, source });
    },

    /** A module's round, run by every outbox round before it sends (e-mails that come due by time). */
    registerRound(module, round) {
      open(module, 'a round');
      if (rounds.includes(round)) throw new Error(`[outbox] a round of ${module} registered twice`);
      rounds.push(round);
    },

    /** The outbox starts: no registration after this. */
    close() {
      started = true;
    },

    rule: (kind) => kinds.get(kind)?.rule,
    ownKinds: () => [...kinds].filter(([, { rule }]) => typeof rule === 'string').map(([kind]) => kind),
    sources: () => sources.map((s) => s.source),
    rounds: () => rounds,
  };
  return senders;
}

/** A module's own e-mail (not a notice): sent as written, to the address it was queued for. */
export const isModuleMail = (senders: MailSenders, kind: string): boolean => typeof senders.rule(kind) === 'string';
/** A statutory notice's rule (its recipient asked again at sending time), or undefined. */
export const statutoryRule = (senders: MailSenders, kind: string) => {
  const rule = senders.rule(kind);
  return typeof rule === 'object' ? rule : undefined;
};
