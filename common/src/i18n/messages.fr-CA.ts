/** Common's messages in Canadian French (OQLF usage: courriel, ouvrir une session, gestionnaire immobilier). */
import type { Messages } from '../messages';
import type { TranslationOf } from './translate';

export const messagesFrCA: TranslationOf<typeof Messages> = {
  userNameRequired: "Le nom d'utilisateur est obligatoire",
  userNamePattern:
    "Le nom d'utilisateur doit compter au moins 3 caractères et ne contenir que : lettres et chiffres (a-z, A-Z, 0-9), trait de soulignement ( _ ), trait d'union ( - ), point ( . ), arobase ( @ ), signe plus ( + )",
  emailRequired: 'Le courriel est obligatoire',
  emailInvalid: "Le courriel n'est pas valide.",
  emailPattern: 'Le courriel doit être une adresse de courriel valide',
  oldEmailRequired: "L'ancien courriel est obligatoire",
  passwordRequired: 'Le mot de passe est obligatoire',
  passwordPattern:
    'Le mot de passe doit compter au moins 8 caractères, dont au moins : 1 chiffre, 1 minuscule, 1 majuscule et 1 caractère spécial.',
  passwordsDontMatch: 'Les mots de passe ne correspondent pas.',
  firstNameRequired: 'Le prénom est obligatoire',
  lastNameRequired: 'Le nom de famille est obligatoire',
  unitNumberRequired: "Le numéro d'unité est obligatoire",
  streetNameRequired: 'Le nom de la rue est obligatoire',
  registrationTypeRequired: "Précisez le type d'inscription",
  registrationTypeRequiredProfile: "Le type d'inscription est obligatoire",
  phoneRequired: 'Le numéro de téléphone est obligatoire',
  rolesRequired: 'Choisissez les responsabilités appropriées',

  directorExists: 'La fiche de cet administrateur existe déjà : veuillez réactiver la fiche existante.',
  directorNotRegistered: "Veuillez demander à l'administrateur de s'inscrire sur le site, puis ajoutez-le de nouveau au conseil",
  directorNotInList: (name) =>
    `Une erreur s'est produite : ${name} ne peut pas être mis à jour, car cette personne ne figure pas parmi les administrateurs actuels.`,
  directorGranted: (name) => `L'administrateur ${name} a reçu les droits d'administration.`,
  directorRevoked: (name) => `${name} n'est plus administrateur et ses droits d'administration ont été retirés.`,
  directorAdded: 'Nouvel administrateur ajouté',
  directorsUpdated: 'Administrateurs mis à jour',
  directorsRefreshFailed:
    "Un problème est survenu et la liste des administrateurs n'a pas été actualisée; veuillez communiquer avec l'administrateur du site.",

  companyNameRequired: "Le nom de l'entreprise est obligatoire",
  afterHoursRequired: 'Le téléphone en dehors des heures est obligatoire',
  faxRequired: 'Le numéro de télécopieur est obligatoire',
  webSiteRequired: 'Le site Web est obligatoire',
  logoRequired: 'Une image de logo est obligatoire',
  managerExists: 'La fiche de ce gestionnaire immobilier existe déjà : veuillez la mettre à jour et la réactiver.',
  managerNotInList: (name) =>
    `Une erreur s'est produite : ${name} ne peut pas être mis à jour, car ce nom ne figure pas parmi les gestionnaires immobiliers passés et actuels.`,
  managerAdded: 'Nouveau gestionnaire immobilier ajouté.',
  managersUpdated: 'Gestionnaires immobiliers mis à jour',
  managersNotRefreshed: "La liste des gestionnaires immobiliers n'a pas pu être actualisée...",

  newsletterTitleRequired: "Un titre d'infolettre est obligatoire",
  minutesTitleRequired: 'Un titre est obligatoire',
  documentTitleRequired: 'Un titre de document est obligatoire',
  newsTitleRequired: 'Un titre est obligatoire',
  newsBodyRequired: 'Un texte est obligatoire',
  documentDateRequired: 'Une date de document est obligatoire',
  documentDateInvalid: 'La date du document doit être un jour réel écrit aaaa-mm-jj, des années 1000 à 9999.',
  newsDateRequired: 'Une date de publication est obligatoire',
  newsDateInvalid: 'La date de publication doit être un jour réel écrit aaaa-mm-jj, des années 1000 à 9999.',
  itemDateInvalid: "La date de l'élément doit être une date et une heure réelles écrites aaaa-mm-jjThh:mm:ssZ, des années 1000 à 9999.",
  registrationDateInvalid:
    "La date d'inscription doit être une date et une heure réelles écrites aaaa-mm-jjThh:mm:ssZ, des années 1000 à 9999.",
  activityDayInvalid: 'Les dates doivent être des jours réels écrits aaaa-mm-jj.',
  documentFileRequired: 'Un fichier PDF est obligatoire',

  faqQuestionRequired: 'Une question est obligatoire',
  faqAnswerRequired: 'Une réponse est obligatoire',
  faqDetailRequired: 'Le contenu du détail est obligatoire',
  faqSequenceRequired: 'Un ordre numérique est obligatoire',

  emailNotModified: "Aucune modification n'a été apportée à l'adresse de courriel actuelle.",
  signInAgain:
    'Pour votre sécurité, veuillez entrer de nouveau votre mot de passe : changer votre adresse de courriel exige une ouverture de session récente.',
  profileEmailNotModified:
    "L'adresse de courriel de votre profil n'a pas été modifiée : veuillez communiquer avec l'administrateur du site.",
  emailNotOnRecord: "Désolé, cette adresse de courriel n'est pas inscrite sur ce site.",
  serverError: 'Erreur du serveur',
  portalUnavailable: 'Le portail est temporairement indisponible; veuillez réessayer dans un moment.',
  storageFull: "L'espace de stockage est insuffisant pour enregistrer ce fichier; veuillez communiquer avec l'administrateur du site.",
  storageUnavailable:
    "Les fichiers ne peuvent pas être enregistrés pour le moment (le dossier de stockage est en lecture seule ou inaccessible en écriture); veuillez communiquer avec l'administrateur du site.",
  internalError: (requestId) =>
    `Une erreur s'est produite de notre côté; veuillez réessayer. Si le problème persiste, donnez cette référence à l'administrateur du site : ${requestId}.`,
  idempotencyInProgress: 'Ce formulaire est encore en cours d’enregistrement; veuillez patienter un moment et réessayer.',
  idempotencyAlreadySaved: 'Ce formulaire a déjà été enregistré; veuillez vérifier la liste avant de l’envoyer de nouveau.',
  idempotencyKeyInvalid: "L'en-tête Idempotency-Key doit compter de 8 à 100 lettres, chiffres, traits d'union ou traits de soulignement.",

  reportInitFailed: "L'initialisation de la page a échoué.",
  reportInvalidProfile: 'Veuillez choisir une des valeurs valides de la liste des profils',
  reportNoLogins: "Aucune ouverture de session n'a été trouvée pour le ou les utilisateurs choisis",
  reportNoPages: "L'utilisateur a ouvert une session, mais n'a consulté aucune page",

  passwordChanged: 'Mot de passe changé.',
  emailChanged: (email) => `Le courriel a été changé dans le système de sécurité pour ${email}`,
  profileUpdated: 'Les données du profil ont été mises à jour.',
  registrationEmailSent:
    'Nous vous avons envoyé un courriel de vérification; veuillez cliquer sur le lien qu’il contient pour terminer la vérification.',
  accountCreated: (user) => `Le compte de l'utilisateur ${user} a été créé`,
  canLoginNow: 'Vous pouvez maintenant ouvrir une session avec vos identifiants.',
  registerDone: 'Bravo! Votre compte a été créé; vous pouvez maintenant ouvrir une session pour continuer',

  newsletterAdded: "L'infolettre a été ajoutée.",
  newslettersUpdated: 'Les infolettres ont été mises à jour.',
  minutesAdded: 'Le procès-verbal a été ajouté.',
  minutesUpdated: 'Les procès-verbaux ont été mis à jour.',
  documentAdded: 'Le document de la communauté a été ajouté.',
  documentsUpdated: 'Les documents de la communauté ont été mis à jour.',
  newsAdded: "L'actualité a été ajoutée.",
  newsUpdated: 'Les actualités ont été mises à jour.',
  faqAdded: 'La nouvelle question fréquente a été enregistrée.',
  faqUpdated: 'La question fréquente a été mise à jour.',
  usersUpdated: 'Les données des utilisateurs ont été mises à jour.',
  uploadSuccess: 'Téléversement réussi.',

  noNewsletters: "Aucune infolettre n'est disponible pour le moment",
  noMinutes: "Aucun procès-verbal n'est disponible pour le moment",
  loadingData: 'Chargement des données...',
  loginRequired: 'Vous devez ouvrir une session pour accéder à cette section',
  reservedToRegistered: 'Le contenu de cette page est réservé aux utilisateurs inscrits',
  authCallbackError: "Une erreur s'est produite; veuillez ouvrir une session de nouveau",
  propertyManagerNote: 'Veuillez adresser vos questions, commentaires et préoccupations à notre gestionnaire immobilier',

  newVersionTitle: 'Une nouvelle version du portail est disponible',
  newVersion: 'Cette page appartient à une version antérieure du portail. Rechargez-la pour ouvrir la version actuelle.',
  pageFailedTitle: "Cette page n'a pas pu être affichée",
  pageFailed: "Une erreur s'est produite à l'affichage de cette page. Retournez à l'accueil ou réessayez plus tard.",

  unauthenticated: 'Vous devez ouvrir une session pour accéder à cette section',
  forbidden: "Vous n'êtes pas autorisé à faire ceci.",
  minutesWritersOnly:
    'Seuls les administrateurs du site et les copropriétaires vérifiés peuvent ajouter, modifier ou retirer les procès-verbaux.',
  antiForgeryRefused: 'Le jeton anti-falsification est absent ou ne correspond pas : rechargez la page et réessayez.',
  notFound: "L'élément demandé est introuvable.",
  tooManyRequests: 'Trop de tentatives : veuillez patienter quelques minutes et réessayer.',
  invalidCredentials: "Le nom d'utilisateur ou le mot de passe est incorrect.",
  userNameTaken: "Ce nom d'utilisateur est déjà pris.",
  emailTaken: 'Ce courriel est déjà inscrit.',
  pdfOnly: 'Seuls des documents PDF peuvent être téléversés.',
  imageOnly: 'Seules des images gif, jpg ou png peuvent être téléversées.',
  fileTooLarge: (limitMb) => `Le fichier est trop volumineux : la limite est de ${limitMb} Mo.`,
  fileMissing: "Aucun fichier n'a été envoyé : utilisez le champ multipart « file ».",
  lastAdmin: 'Le dernier administrateur du site ne peut pas perdre ce rôle.',
  invalidJson: "Le corps de la requête n'est pas du JSON valide.",
  routeNotFound: "Cet appel n'existe pas dans l'API du portail.",
  adminProfileProtected: "Seul un administrateur du site peut modifier ou retirer le profil d'un administrateur du site.",
  lastAdminProfile: 'Le dernier administrateur du site ne peut pas être retiré.',
  verificationOnlyAdmins: 'Seul un administrateur du site peut vérifier un résident ou retirer une vérification.',
  awaitingVerification: 'En attente de vérification',
  jsonOnly: "Cet appel n'accepte qu'un corps JSON (Content-Type: application/json).",
  multipartOnly: "Cet appel n'accepte qu'un téléversement de fichier (Content-Type: multipart/form-data).",
  bodyTooLarge: (limitKb) => `Le corps de la requête est trop volumineux : la limite de cet appel est de ${limitKb} Ko.`,
  bodyTooDeep: (levels) => `Le corps de la requête est trop imbriqué : au plus ${levels} niveaux sont acceptés.`,

  emailNotConfirmed:
    "Votre adresse de courriel n'est pas encore vérifiée : veuillez cliquer sur le lien du courriel de vérification que nous vous avons envoyé, puis ouvrir une session. Pas de courriel? Utilisez « Renvoyer le courriel de vérification » ci-dessous.",
  verificationResent:
    'Si un compte associé à cette adresse attend sa vérification, nous lui avons envoyé un nouveau courriel de vérification : veuillez cliquer sur son lien, puis ouvrir une session.',
  forgotButUnverified:
    "Cette adresse de courriel n'est pas encore vérifiée, donc rien d'autre ne peut y être envoyé : nous avons renvoyé le courriel de vérification. Veuillez cliquer sur son lien, puis refaire votre demande.",
  verificationResentTo: (userName) => `Un nouveau courriel de vérification a été envoyé à ${userName}.`,
  alreadyVerified: 'Ce compte a déjà vérifié son adresse de courriel.',
  ownerVerifiedSubject: (site) => `${site} : votre statut de copropriétaire a été vérifié`,
  accountBlocked: "Ce compte est bloqué : veuillez communiquer avec l'administrateur du site.",
  loginExpired: "La page d'ouverture de session a expiré : veuillez retourner au portail et cliquer de nouveau sur Connexion.",
  resetLinkInvalid: "Ce lien de réinitialisation du mot de passe n'est pas valide ou a expiré : veuillez en demander un nouveau.",
  passwordResetDone: 'Votre mot de passe a été changé : vous pouvez maintenant ouvrir une session avec le nouveau.',
  userIdInvalid: "userId doit être l'identifiant numérique d'un compte.",
  passwordMismatch: 'Mot de passe incorrect.',
  oldEmailMismatch: "L'ancienne adresse de courriel ne correspond pas à celle du dossier.",
  claimTypeInvalid:
    "Un type de revendication compte de 1 à 64 lettres, chiffres, traits de soulignement, points, deux-points ou traits d'union.",
  claimTypeReserved: (type) => `La revendication ${type} est gérée par le portail et ne peut pas être modifiée ici.`,
  claimValueInvalid: "La valeur d'une revendication est un texte d'au plus 1000 caractères.",
  claimsRequired: 'Au moins une revendication est obligatoire.',
  rolesListRequired: 'Au moins un rôle est obligatoire.',
  tokenRequired: 'Le jeton du lien est absent.',
  recentLoginRequired: 'Pour votre sécurité, veuillez entrer de nouveau votre mot de passe avant de changer votre adresse de courriel.',
  newEmailUnverified: (email) =>
    `Nous avons envoyé un lien de vérification à ${email} : tant que vous ne l'aurez pas ouvert, les rappels de mot de passe et de nom d'utilisateur ne pourront pas y être envoyés.`,
  sessionEnded: 'Cette session a pris fin : veuillez ouvrir une session de nouveau.',
  nonceRequired: "La demande d'ouverture de session est incomplète (aucun nonce) : veuillez retourner au portail et réessayer.",
  twoFactorCodeRequired: "Entrez le code à 6 chiffres de votre application d'authentification ou un code de récupération.",
  twoFactorCodeInvalid: "Ce code n'est pas valide : vérifiez l'heure de votre téléphone ou utilisez un code de récupération.",
  twoFactorCodeReplayed:
    "Ce code vient d'être utilisé pour ouvrir une session : chaque code ne fonctionne qu'une fois. Attendez le prochain code affiché par votre application, puis entrez-le.",
  twoFactorEnrolCodeInvalid:
    "Ce code n'est pas valide : vérifiez l'heure de votre téléphone et entrez le code que l'application affiche maintenant.",
  twoFactorEnabled:
    "L'authentification à deux facteurs est activée. Conservez les codes de récupération en lieu sûr : chacun ne fonctionne qu'une fois.",
  twoFactorDisabled: "L'authentification à deux facteurs est désactivée.",
  twoFactorNotDisabled: "L'authentification à deux facteurs n'a pas été désactivée : le mot de passe ou le code est incorrect.",
  twoFactorRequired:
    "Votre compte doit utiliser l'authentification à deux facteurs : balayez le code avec une application d'authentification, puis entrez le code qu'elle affiche.",
  emailChangeReported:
    'Merci : le changement d’adresse de courriel a été annulé et toutes les sessions du compte ont pris fin. Veuillez choisir un nouveau mot de passe (Mot de passe oublié?).',
  emailChangeReportFailed: "Ce lien n'est pas valide, a déjà été utilisé ou a expiré : veuillez communiquer avec l'administrateur du site.",

  pageNameRequired: 'Un nom de page est obligatoire',
  profileExists: 'Un profil existe déjà pour ce compte.',
  profileNotFound: "Aucun profil n'a été trouvé pour ce compte.",
  visitorProfileProtected: 'Le profil visiteur ne peut être ni modifié ni supprimé.',
  directorInactive: (name) => `${name} n'est pas un administrateur actif : réactivez d'abord sa fiche.`,
  directorAmbiguous: (name, unit) =>
    `Plusieurs résidents inscrits portent le nom ${name} dans l'unité ${unit} : veuillez demander à l'administrateur du site de corriger leurs profils, puis ajoutez de nouveau l'administrateur.`,
  directorNotLinked: (name) =>
    `${name} n'est lié à aucun compte inscrit : un administrateur du site peut choisir le bon profil pour cette ligne du conseil dans le panneau d'administration.`,
  fileNotFound: 'Le fichier demandé est introuvable.',
  invalidFileName: "Le nom du fichier n'est pas valide.",
  singleLine: (field) => `${field} doit tenir sur une seule ligne, sans saut de ligne ni caractère de contrôle.`,
  webAddress: (field) => `${field} doit être une adresse Web commençant par http:// ou https://.`,
  webOrSiteAddress: (field) =>
    `${field} doit être une adresse Web commençant par http:// ou https://, ou un chemin de ce site commençant par /.`,
  controlCharacters: 'Le texte ne doit pas contenir de caractères de contrôle.',
  fieldControlCharacters: (field) =>
    `${field} ne doit pas contenir de caractères de contrôle (les sauts de ligne et les tabulations sont permis).`,
  textExpected: (field) => `${field} doit être du texte.`,
  copyrightStartYear: 'Le début du droit d’auteur doit être une année écrite avec quatre chiffres, par exemple 2017.',

  unitExists: (number, street) => `L'unité ${number}, ${street} figure déjà au registre.`,
  unitNotFound: "L'unité ne figure pas au registre.",
  personNotFound: 'Cette personne ne figure pas au registre.',
  personTooMany: (max) => `Une unité compte au plus ${max} personnes.`,
  personAdded: (name) => `${name} a été ajouté à l'unité.`,
  personUpdated: (name) => `${name} a été corrigé.`,
  personRemoved: (name) => `${name} a été retiré de l'unité.`,
  entitlementPositive: 'La quote-part doit être un nombre supérieur à 0.',
  entitlementDecimals: 'La quote-part compte au plus 4 décimales.',
  unitsAdded: "L'unité a été ajoutée au registre.",
  unitsUpdated: 'Le registre a été mis à jour.',
  unitRemoved: "L'unité a été retirée du registre.",
  rosterEditsOpenVotes: (titles) =>
    `Les votes ouverts ont fixé leurs unités et leurs quotes-parts à leur ouverture (${titles.map((t) => `« ${t} »`).join(', ')}) : ` +
    'les unités ajoutées, modifiées ou retirées ici ne les changent en rien.',
  unitInOpenVotes: (titles) =>
    `Les votes ouverts ont fixé leurs unités à leur ouverture et conservent celle-ci : ${titles.map((t) => `« ${t} »`).join(', ')}. ` +
    'La retirer du registre ne change rien à ces votes; son bulletin peut encore être saisi sur papier.',
  rosterFileMissing: 'Choisissez un fichier CSV à importer (champ de formulaire « file »).',
  rosterTooLarge: (megabytes) => `Le fichier du registre est trop volumineux : au plus ${megabytes} Mo.`,
  rosterNotText: 'Le fichier du registre doit être un fichier texte CSV en UTF-8.',
  rosterHasErrors: (lines) => `Rien n'a été importé : ${lines} ${lines === 1 ? 'ligne contient' : 'lignes contiennent'} des erreurs.`,
  rosterEmpty: 'Le fichier du registre ne contient aucune unité.',
  rosterTooManyLines: (max) => `Le fichier du registre compte plus de ${max} unités.`,
  rosterColumns: (expected) => `La première ligne doit nommer les colonnes ${expected}.`,
  rosterUnreadable: (reason) => `Le fichier n'est pas un CSV valide : ${reason}`,
  rosterLineColumns: (count, expected) => `La ligne compte ${count} colonnes au lieu de ${expected}.`,
  rosterEntitlement: 'La quote-part doit être un nombre supérieur à 0, par exemple 1 ou 1,25 (vide signifie 1).',
  rosterDuplicateUnit: (line) => `La même unité figure déjà à la ligne ${line}.`,
  rosterFormula: (column) =>
    `${column} commence par =, +, -, @, une tabulation ou un retour de chariot : les formules de tableur ne sont pas acceptées.`,
  rosterOwnerCounts: 'Les noms et les courriels des copropriétaires doivent énumérer le même nombre de copropriétaires, séparés par « ; ».',
  rosterOwnerEmail: (email) => `« ${email} » n'est pas une adresse de courriel valide.`,
  rosterOwnerName: (name) => `« ${name} » doit comprendre un prénom et un nom de famille.`,
  rosterImported: (units) => `Le registre a été importé : ${units} ${units === 1 ? 'unité' : 'unités'}.`,
  rosterPreviewClean: 'Aucune erreur : le fichier peut être importé.',
  invitationSent: (email) => `Une invitation a été envoyée à ${email}.`,
  invitationNotNeeded: 'Cette personne est déjà inscrite.',
  invitationNoEmail: "Le registre n'a aucune adresse de courriel pour cette personne.",
  invitationSubject: (site) => `${site} : vous êtes invité à vous inscrire`,
  invitationRecent: 'Une invitation a été envoyée à cette personne il y a moins d’une minute.',
  invitedAll: (invited, noEmail, recent) =>
    `${invited} copropriétaire(s) invité(s).` +
    (noEmail ? ` ${noEmail} sans adresse de courriel au registre.` : '') +
    (recent ? ` ${recent} déjà invité(s) depuis moins d'un jour, pas de nouveau.` : ''),

  profileNotOnRoster: (unit, street) =>
    `L'unité ${unit}, ${street} ne figure pas au registre du syndicat : vérifiez le numéro d'unité et la rue.`,
  standingAwaitsVerification:
    "Votre profil a changé depuis sa vérification par le syndicat : les votes, les réservations et la vue du personnel des demandes de service rouvriront lorsqu'un administrateur du site l'aura vérifié de nouveau. Nous vous en informerons par courriel.",
  standingNotVerified:
    "Les votes, les réservations et la vue du personnel des demandes de service s'ouvrent lorsque le syndicat a vérifié votre profil : un administrateur du site le compare au registre.",
  verificationNeededSubject: (site, type) => `${site} : vérification requise (${type})`,
  residentVerifiedSubject: (site) => `${site} : votre profil a été vérifié`,

  emailVerified: 'Merci : votre adresse de courriel a été vérifiée.',
  documentDownloaded: 'Le document a été téléchargé : retrouvez-le dans vos téléchargements ou ouvrez-le ici.',
  noRecords: "Aucun registre n'est encore publié.",
  recordsForOwners:
    'Les registres publiés pour les copropriétaires ne vous sont pas affichés : ils sont réservés aux copropriétaires du syndicat.',
  recordsAwaitOwnerVerification:
    "Les registres publiés pour les copropriétaires s'ouvriront lorsqu'un administrateur du site aura vérifié que vous êtes copropriétaire : nous vous en informerons par courriel.",
  minutesAwaitOwnerVerification:
    "Les procès-verbaux du conseil et de l'assemblée générale s'ouvrent aux copropriétaires lorsqu'un administrateur du site a vérifié que vous êtes copropriétaire : nous vous en informerons par courriel.",
  registerVerifyNext:
    'Prochaine étape : ouvrez le lien du courriel que nous venons de vous envoyer pour vérifier votre adresse, puis utilisez Connexion ci-dessous.',
  checkEmailForReset: 'Veuillez consulter vos courriels : nous vous avons envoyé un lien pour réinitialiser votre mot de passe.',
  checkEmailForUsername: "Veuillez consulter vos courriels : nous vous avons envoyé votre nom d'utilisateur.",
  noNews: "Aucune actualité n'est disponible pour le moment",
  noFaqs: "Aucune question fréquente n'est disponible pour le moment",
  uniquenessConfirmed: "Le nom d'utilisateur et le courriel sont disponibles : veuillez terminer l'inscription.",
  emailVerificationFailed:
    "Le lien de vérification n'est pas valide ou a expiré : entrez votre adresse de courriel ci-dessous et nous vous en enverrons un nouveau.",
  emailAlreadyVerified: 'Votre adresse de courriel est déjà vérifiée : vous pouvez ouvrir une session.',
  unsavedChangesTitle: 'Quitter sans enregistrer?',
  unsavedChanges: 'Certaines lignes ont des modifications non enregistrées. Si vous quittez cette page, elles seront perdues.',
  unsavedFormChanges: 'Ce formulaire contient du texte non enregistré. Si vous quittez le formulaire, le texte sera perdu.',
  loadFailed: (what) => `Impossible de charger : ${what}.`,

  notReadyStopping: "Ce processus du portail est en cours d'arrêt.",
  notReadyDatabase: "Ce processus du portail n'arrive pas à joindre sa base de données.",
  newsItemNotFoundTitle: 'Actualité introuvable',
  newsItemNotFound:
    "Cette actualité n'est pas disponible : elle a peut-être été archivée, ou elle n'est pas encore publiée. Les actualités en cours sont énumérées ici.",
  fileDamaged: "Ce fichier est endommagé dans le stockage et ne peut pas être envoyé; veuillez communiquer avec l'administrateur du site.",
  localeInvalid: 'La langue doit être en, fr-CA ou es.',
};
