/**
 * The meeting, notice, records, archive, ledger and configuration messages answer in the reader's language:
 * a fixed text, a function's text read back from its arguments, and the ones whose English does not show
 * their arguments as given (a kind said by its label, a singular, a total, a joined list).
 */
import { describe, expect, it } from 'vitest';
import { translateCommon } from './index';
import { MeetingMessages } from '../meetings';
import { LifecycleMessages } from '../meeting-lifecycle';
import { NoticeMessages } from '../notices';
import { RecordsMessages } from '../records';
import { FrozenRecordMessages } from '../records-frozen';
import { ArchiveMessages } from '../activity';
import { LedgerMessages } from '../ledger';
import { DuesMessages } from '../ledger-dues';
import { LedgerReportMessages } from '../ledger-reports';
import { ConfigurationMessages } from '../configuration';
import { CHARGE_KIND_LABELS, ESTOPPEL_REQUESTER_LABELS } from '../ledger-labels';
import { mailTexts } from './mails';

describe("common's meeting, records, ledger and configuration messages", () => {
  it('answer a fixed text of each set in French and Spanish', () => {
    expect(translateCommon('fr-CA', MeetingMessages.notFound)).toBe("Cette assemblée n'existe pas.");
    expect(translateCommon('es', LifecycleMessages.nothingChanged)).toBe('Modifique al menos un dato de la reunión.');
    expect(translateCommon('fr-CA', NoticeMessages.preferencesSaved)).toBe('Vos choix d’avis par courriel ont été enregistrés.');
    expect(translateCommon('es', RecordsMessages.requestNotFound)).toBe('Esta solicitud de registros no existe.');
    expect(translateCommon('fr-CA', FrozenRecordMessages.idInvalid)).toBe("L'identifiant du registre doit être un nombre.");
    expect(translateCommon('es', ArchiveMessages.notArchived)).toBe('Solo se puede restaurar un elemento archivado.');
    expect(translateCommon('fr-CA', LedgerMessages.alreadyReversed)).toBe('Cette opération est déjà contrepassée.');
    expect(translateCommon('es', DuesMessages.closingPast)).toBe('La fecha de cierre ya pasó.');
    expect(translateCommon('fr-CA', LedgerReportMessages.voteNotFound)).toBe("Ce vote n'existe pas.");
    expect(translateCommon('es', ConfigurationMessages.badDatabaseUrl)).toBe(
      'DATABASE_URL no es una URL postgres:// válida: corríjala o elimínela.',
    );
  });

  it('answer a text written from its arguments, the arguments as the English gave them', () => {
    expect(translateCommon('fr-CA', LifecycleMessages.postponed('Budget 2027'))).toBe(
      '« Budget 2027 » a été reportée et son avis a été donné.',
    );
    expect(translateCommon('es', DuesMessages.periodOpen('2026-11'))).toBe(
      'El período 2026-11 no ha terminado: su estado de cuenta se emite cuando termina el mes.',
    );
    expect(translateCommon('fr-CA', LedgerMessages.periodPosted('2026-11', 'special assessment'))).toBe(
      "La cotisation spéciale de 2026-11 est déjà inscrite : rien n'a été inscrit deux fois.",
    );
    expect(translateCommon('es', RecordsMessages.requestAnsweredToast(12, 'Ana Ruiz'))).toBe(
      'La solicitud 12 fue respondida: Ana Ruiz recibe la respuesta por correo electrónico.',
    );
    expect(translateCommon('fr-CA', ConfigurationMessages.notFlag('SEED_DEMO', 'yes'))).toBe(
      'SEED_DEMO doit être « true » ou « false », et non « yes ».',
    );
  });

  it('answer a kind said by its label, a singular, a total and a joined list', () => {
    expect(translateCommon('fr-CA', MeetingMessages.tooLate('board', '2 days’', '§718.112(2)(c)', 'Friday 2026-12-11 19:00'))).toBe(
      "Les réunions du conseil d'administration exigent un avis de convocation de 2 jours (§718.112(2)(c)) : celle-ci peut se tenir au plus tôt le Friday 2026-12-11 19:00.",
    );
    expect(translateCommon('es', NoticeMessages.unsubscribed('minutes', 'ana@example.org'))).toBe(
      'ana@example.org ya no recibirá correos sobre actas de reuniones. Puede volver a activarlos en la Gestión de la cuenta.',
    );
    expect(translateCommon('fr-CA', RecordsMessages.audienceTooWide('Contrats', 'board'))).toBe(
      'Un document de « Contrats » peut être vu par le conseil seulement : il ne peut pas être affiché plus largement.',
    );
    expect(translateCommon('fr-CA', NoticeMessages.sentTo(1))).toBe('Envoyé à 1 résident');
    expect(translateCommon('es', NoticeMessages.sentTo(12))).toBe('Enviado a 12 residentes');
    expect(translateCommon('fr-CA', NoticeMessages.sending(3, 7))).toBe('Envoyé à 3 résidents sur 10');
    expect(translateCommon('es', ArchiveMessages.roleInUse('Treasurer', ['Ana Ruiz', 'Luis Paz']))).toBe(
      'El cargo de la junta «Treasurer» no se puede eliminar: lo usan Ana Ruiz, Luis Paz. Quíteselo primero a esos directivos.',
    );
    expect(translateCommon('fr-CA', ConfigurationMessages.secretsPartlySet(['JWT_SECRET']))).toMatch(/^JWT_SECRET n'est pas défini alors/);
    // A text whose arguments cannot write it again stays as written rather than be translated wrongly.
    expect(translateCommon('es', 'Sent to 1 of 12 residents')).toBe('Enviado a 1 de 12 residentes');
    expect(translateCommon('es', 'Sent to 007 residents')).toBe('Sent to 007 residents');
  });

  it("say the ledger's kinds in one set of words: on the screens, the statement and the estoppel certificate", () => {
    expect(translateCommon('fr-CA', CHARGE_KIND_LABELS.other)).toBe('Autres frais');
    expect(translateCommon('es', ESTOPPEL_REQUESTER_LABELS['title-company'])).toBe('Compañía de títulos');
    for (const locale of ['en', 'fr-CA', 'es'] as const) {
      const texts = mailTexts(locale);
      for (const [kind, english] of Object.entries(CHARGE_KIND_LABELS) as [keyof typeof CHARGE_KIND_LABELS, string][]) {
        expect(texts.statement.chargeKind(kind)).toBe(translateCommon(locale, english));
        expect(texts.estoppel.chargeKind(kind)).toBe(translateCommon(locale, english));
      }
    }
    // Inside the certificate's sentence the requester reads in lower case in French and Spanish, as written on screen otherwise.
    expect(mailTexts('fr-CA').estoppel.requesterKind('title-company')).toBe('compagnie d’assurance titres');
    expect(mailTexts('en').estoppel.requesterKind('title-company')).toBe('Title company');
  });
});
