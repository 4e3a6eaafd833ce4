/**
 * Common's catalogs are complete and current: every language has every message (the types say so,
 * this says each is written), with the same arguments, and translates the English as it is now. When
 * an English text changes, this fails until its translations are revised and the snapshot is
 * rewritten (UPDATE_I18N_SOURCE=1 npx vitest run src/i18n).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMON_TRANSLATIONS, translateCommon } from './index';
import { MAIL_TRANSLATIONS, mailTexts, momentIn, moneyIn } from './mails';
import { readableTemplate, templateOf } from './translate';
import { BookingMessages, Messages, VoteMessages } from '../messages';
import { LOCALES } from '../locale';
import { MEETING_KIND_LABELS, NOTICE_ROUND_LABELS } from '../meeting-labels';
import { DELIVERY_RESULT_LABELS } from '../meetings/delivery';

const SNAPSHOT = path.join(import.meta.dirname, 'source.en.json');

/** Arguments a language says in its own words (a period "week" is "semaine"), so its text does not show them as given. */
const WORDED_ARGUMENTS: Record<string, number[]> = { 'BookingMessages.quotaReached': [1] };

/** The English of every set, as translators read it: key → template with {0}, {1}. */
function englishTemplates(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { name, source } of COMMON_TRANSLATIONS['fr-CA'])
    for (const [key, message] of Object.entries(source))
      out[`${name}.${key}`] = readableTemplate(templateOf(message) ?? `(${key}: not templated)`);
  return out;
}

/** Every key of `source` is in `target`, written, with the same arguments, each argument the English shows shown too; no extra key. */
function expectComplete(name: string, source: object, target: object) {
  const problems: string[] = [];
  for (const [key, message] of Object.entries(source) as [string, string | ((...a: unknown[]) => string)][]) {
    const translation = (target as Record<string, unknown>)[key];
    if (typeof message === 'string') {
      if (typeof translation !== 'string' || translation.trim() === '') problems.push(`${key}: missing`);
      continue;
    }
    if (typeof translation !== 'function') problems.push(`${key}: missing`);
    else if (translation.length !== message.length) problems.push(`${key}: takes ${translation.length} arguments, not ${message.length}`);
    else {
      const template = templateOf(message);
      const translated = templateOf(translation as (...a: unknown[]) => string);
      // Every argument the English shows, the translation shows too.
      for (const arg of template?.match(/\ue000\d+\ue001/g) ?? [])
        if (translated !== null && !translated.includes(arg) && !WORDED_ARGUMENTS[`${name}.${key}`]?.includes(Number(arg.slice(1, -1))))
          problems.push(`${key}: drops an argument`);
    }
  }
  expect(Object.keys(target).filter((key) => !(key in source))).toEqual([]);
  expect(problems).toEqual([]);
}

describe("common's catalogs", () => {
  it('translate the English as it is now (a changed English text needs its translations revised)', () => {
    const now = englishTemplates();
    if (process.env.UPDATE_I18N_SOURCE) fs.writeFileSync(SNAPSHOT, `${JSON.stringify(now, null, 2)}\n`);
    const translatedFrom = JSON.parse(fs.readFileSync(SNAPSHOT, 'utf8')) as Record<string, string>;
    expect(now).toEqual(translatedFrom);
  });

  for (const locale of LOCALES.filter((l) => l !== 'en'))
    describe(locale, () => {
      for (const { name, source, target } of COMMON_TRANSLATIONS[locale as 'fr-CA' | 'es'])
        it(`has every message of ${name}, written, with the same arguments`, () => expectComplete(name, source, target));
    });

  it('answers a fixed text and a written one in the language asked, and English as it is', () => {
    expect(translateCommon('fr-CA', Messages.notFound)).toBe("L'élément demandé est introuvable.");
    expect(translateCommon('es', Messages.fileTooLarge(20))).toBe('El archivo es demasiado grande: el límite es de 20 MB.');
    expect(translateCommon('fr-CA', Messages.unitExists('4B', 'Rue Principale'))).toBe(
      "L'unité 4B, Rue Principale figure déjà au registre.",
    );
    expect(translateCommon('es', BookingMessages.quotaReached(3, 'week'))).toBe(
      'Su unidad alcanzó el límite de esta área común: 3 reservas por semana.',
    );
    expect(translateCommon('fr-CA', VoteMessages.notFound)).toBe("Ce vote n'existe pas.");
    expect(translateCommon('en', Messages.notFound)).toBe(Messages.notFound);
    expect(translateCommon('es', 'A text common does not have')).toBe('A text common does not have');
  });

  it('answers the labels the screens show through useCommonText (notice rounds, a rule pack’s records categories)', () => {
    expect(translateCommon('fr-CA', NOTICE_ROUND_LABELS.postponed)).toBe('Avis de report');
    expect(translateCommon('es', DELIVERY_RESULT_LABELS.addressMissing)).toBe('Dirección incompleta');
    expect(translateCommon('fr-CA', 'Current insurance policies')).toBe("Polices d'assurance en vigueur");
    expect(translateCommon('en', MEETING_KIND_LABELS.board)).toBe('Board meeting');
  });
  // The e-mails and printed documents: every text in every language, and English as the spec wrote it.
  for (const locale of ['fr-CA', 'es'] as const)
    describe(`${locale} mails`, () => {
      for (const { name, source, target } of MAIL_TRANSLATIONS[locale])
        it(`has every text of the ${name} mails, written, with the same arguments`, () => expectComplete(`mail.${name}`, source, target));
    });

  it('writes a mail in the language asked, amounts through Intl, English as it always was', () => {
    expect(mailTexts('en').account.resetSubject('Hearth')).toBe('Hearth: reset your password');
    expect(mailTexts('fr-CA').account.resetSubject('Hearth')).toBe('Hearth : réinitialisez votre mot de passe');
    expect(moneyIn('en', -123456)).toBe('-$1,234.56');
    expect(momentIn('fr-CA', Date.UTC(2026, 10, 25, 19, 4), 'America/Toronto')).toMatch(/^25 novembre 2026.* 14 h 04 HNE$/);
    expect(moneyIn('fr-CA', 123456)).toBe('1\u00a0234,56\u00a0$');
    expect(moneyIn('es', 123456)).toBe(
      new Intl.NumberFormat('es', { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }).format(1234.56),
    );
  });
});
