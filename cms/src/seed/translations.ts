/**
 * The demo content's French and Spanish (docs/architecture.md, "Languages"): a few news items, FAQs,
 * the active property manager and a few documents' titles translated through the document service, as an editor would in the
 * panel, so their rules apply. The window cleaning notice stays English only, so a French or Spanish
 * reader sees how an untranslated item is shown (marked "Not yet translated").
 */
import type { Core } from '@strapi/strapi';
import { UID } from '../platform/content-registry';

type Translated<T> = { en: string; 'fr-CA': T; es: T };

const NEWS: Translated<{ title: string; body: string }>[] = [
  {
    en: 'Spring garden clean-up day',
    'fr-CA': {
      title: 'Corvée de nettoyage des jardins au printemps',
      body: "Joignez-vous à vos voisins samedi matin, de 9 h à midi, pour préparer les jardins de la cour pour la saison. Le comité social fournit les gants, les râteaux et le café; apportez un chapeau. Les enfants sont les bienvenus s'ils sont accompagnés d'un adulte.",
    },
    es: {
      title: 'Jornada de limpieza del jardín en primavera',
      body: 'Únase a sus vecinos el sábado por la mañana, de 9:00 a mediodía, para preparar los jardines del patio para la temporada. El Comité Social ofrece guantes, rastrillos y café; traiga un sombrero. Los niños son bienvenidos acompañados de un adulto.',
    },
  },
  {
    en: 'Elevator modernization schedule',
    'fr-CA': {
      title: "Calendrier de modernisation de l'ascenseur",
      body: "L'ascenseur nord sera hors service pour sa modernisation pendant environ trois semaines à compter de lundi prochain. L'ascenseur sud demeure accessible en tout temps. Les résidents qui ont besoin d'aide pour leur épicerie ou leurs déplacements peuvent communiquer avec le gestionnaire immobilier pour obtenir de l'assistance.",
    },
    es: {
      title: 'Calendario de modernización del ascensor',
      body: 'El ascensor norte estará fuera de servicio por modernización durante unas tres semanas a partir del próximo lunes. El ascensor sur sigue disponible en todo momento. Los residentes que necesiten ayuda con las compras o para desplazarse pueden comunicarse con el administrador de la propiedad para coordinar asistencia.',
    },
  },
  {
    en: 'Annual General Meeting: save the date',
    'fr-CA': {
      title: 'Assemblée générale annuelle : réservez la date',
      body: "L'assemblée générale annuelle aura lieu dans la salle de réception le deuxième mardi du mois prochain, à 19 h. L'ordre du jour, les états financiers audités et le formulaire de procuration seront remis à chaque copropriétaire au moins quinze jours avant l'assemblée.",
    },
    es: {
      title: 'Asamblea General Anual: reserve la fecha',
      body: 'La Asamblea General Anual se celebrará en el salón de fiestas el segundo martes del próximo mes a las 7:00 p. m. El orden del día, los estados financieros auditados y el formulario de poder se entregarán a cada propietario al menos quince días antes de la asamblea.',
    },
  },
];

const FAQS: Translated<{ question: string; answer: string; details: string[] }>[] = [
  {
    en: 'How do I book the party room?',
    'fr-CA': {
      question: 'Comment réserver la salle de réception?',
      answer: 'Envoyez une demande au gestionnaire immobilier au moins deux semaines avant la date.',
      details: [
        'Les réservations sont confirmées dans leur ordre de réception.',
        'Un dépôt remboursable de 200 $ est perçu à la confirmation de la réservation.',
        'La salle doit être libérée et nettoyée avant 23 h.',
      ],
    },
    es: {
      question: '¿Cómo reservo el salón de fiestas?',
      answer: 'Envíe una solicitud al administrador de la propiedad al menos dos semanas antes de la fecha.',
      details: [
        'Las reservas se confirman en el orden en que se reciben.',
        'Se cobra un depósito reembolsable de $200 al confirmar la reserva.',
        'El salón debe quedar desocupado y limpio antes de las 11:00 p. m.',
      ],
    },
  },
  {
    en: 'When is garbage and recycling collected?',
    'fr-CA': {
      question: 'Quand les ordures et le recyclage sont-ils ramassés?',
      answer: 'Les ordures sont ramassées le mardi et le vendredi, le recyclage le mercredi.',
      details: [
        'Utilisez les chutes entre 8 h et 22 h seulement.',
        'Les gros objets vont dans la salle d’entreposage près du quai de chargement.',
      ],
    },
    es: {
      question: '¿Cuándo se recogen la basura y el reciclaje?',
      answer: 'La basura se recoge los martes y viernes; el reciclaje, los miércoles.',
      details: [
        'Use los ductos solo entre las 8:00 a. m. y las 10:00 p. m.',
        'Los objetos grandes van al cuarto de almacenamiento junto al muelle de carga.',
      ],
    },
  },
  {
    en: 'Can I have a pet in my unit?',
    'fr-CA': {
      question: 'Puis-je avoir un animal dans mon unité?',
      answer: "Oui : jusqu'à deux animaux domestiques par unité, enregistrés auprès du gestionnaire immobilier.",
      details: [
        'Les chiens doivent être tenus en laisse dans toutes les aires communes.',
        'Les propriétaires ramassent les excréments de leurs animaux sur le terrain.',
      ],
    },
    es: {
      question: '¿Puedo tener una mascota en mi unidad?',
      answer: 'Sí: hasta dos mascotas domésticas por unidad, registradas con el administrador de la propiedad.',
      details: [
        'Los perros deben ir con correa en todas las áreas comunes.',
        'Los dueños recogen los desechos de sus mascotas en el terreno.',
      ],
    },
  },
];

const MANAGERS: Translated<{ name: string }>[] = [
  {
    en: 'Keystone Property Management',
    'fr-CA': { name: 'Gestion immobilière Keystone' },
    es: { name: 'Administración de Propiedades Keystone' },
  },
];

/** Community documents' titles (never an official record's: a record is one text, in English). */
const DOCUMENTS: Translated<{ title: string }>[] = [
  { en: 'House Rules', 'fr-CA': { title: "Règlement de l'immeuble" }, es: { title: 'Reglamento interno' } },
  { en: 'Pet Policy', 'fr-CA': { title: 'Politique sur les animaux de compagnie' }, es: { title: 'Política de mascotas' } },
  {
    en: 'Move-in and Move-out Procedure',
    'fr-CA': { title: "Procédure d'emménagement et de déménagement" },
    es: { title: 'Procedimiento de mudanzas de entrada y salida' },
  },
];

const LANGUAGES = ['fr-CA', 'es'] as const;

export async function seedTranslations(strapi: Core.Strapi): Promise<void> {
  // Each translation once: one already there (an editor's, or an earlier start's) is left as it is.
  const translate = async (uid: string, filters: Record<string, string>, data: (locale: (typeof LANGUAGES)[number]) => object) => {
    const documents = strapi.documents(uid as typeof UID.newsItem);
    const english = await documents.findFirst({ filters, locale: 'en' });
    if (!english) return;
    for (const locale of LANGUAGES) {
      if (await documents.findOne({ documentId: english.documentId, locale })) continue;
      await documents.update({ documentId: english.documentId, locale, data: data(locale) as never });
    }
  };
  for (const item of NEWS) await translate(UID.newsItem, { title: item.en }, (locale) => item[locale]);
  for (const faq of FAQS) {
    await translate(UID.faq, { question: faq.en }, (locale) => ({
      question: faq[locale].question,
      answer: faq[locale].answer,
      details: faq[locale].details.map((body, i) => ({ sequence: i + 1, body })),
    }));
  }
  for (const manager of MANAGERS) await translate(UID.propertyManager, { name: manager.en }, (locale) => manager[locale]);
  for (const doc of DOCUMENTS) await translate(UID.document, { title: doc.en, docType: 'Document' }, (locale) => doc[locale]);
}
