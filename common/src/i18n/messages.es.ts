/** Common's messages in Spanish (neutral Latin American usage: correo electrónico, iniciar sesión, administrador de la propiedad). */
import type { Messages } from '../messages';
import type { TranslationOf } from './translate';

export const messagesEs: TranslationOf<typeof Messages> = {
  userNameRequired: 'El nombre de usuario es obligatorio',
  userNamePattern:
    'El nombre de usuario debe tener al menos 3 caracteres e incluir solo: letras y números (a-z, A-Z, 0-9), guion bajo ( _ ), guion ( - ), punto ( . ), arroba ( @ ), signo más ( + )',
  emailRequired: 'El correo electrónico es obligatorio',
  emailInvalid: 'El correo electrónico no es válido.',
  emailPattern: 'El correo electrónico debe ser una dirección válida',
  oldEmailRequired: 'El correo electrónico anterior es obligatorio',
  passwordRequired: 'La contraseña es obligatoria',
  passwordPattern:
    'La contraseña debe tener al menos 8 caracteres e incluir al menos: 1 dígito, 1 minúscula, 1 mayúscula y 1 carácter especial.',
  passwordsDontMatch: 'Las contraseñas no coinciden.',
  firstNameRequired: 'El nombre es obligatorio',
  lastNameRequired: 'El apellido es obligatorio',
  unitNumberRequired: 'El número de unidad es obligatorio',
  streetNameRequired: 'El nombre de la calle es obligatorio',
  registrationTypeRequired: 'Indique el tipo de registro',
  registrationTypeRequiredProfile: 'El tipo de registro es obligatorio',
  phoneRequired: 'El número de teléfono es obligatorio',
  rolesRequired: 'Seleccione las responsabilidades correspondientes',

  directorExists: 'El registro del director ya existe: active el registro existente.',
  directorNotRegistered: 'Pida al director que se registre en el sitio y luego vuelva a agregarlo a la junta',
  directorNotInList: (name) => `Algo salió mal: ${name} no se puede actualizar porque no está en la lista de directores actuales.`,
  directorGranted: (name) => `Se otorgaron privilegios administrativos al director ${name}.`,
  directorRevoked: (name) => `${name} ya no es director y se le retiraron los privilegios administrativos.`,
  directorAdded: 'Nuevo director agregado correctamente',
  directorsUpdated: 'Directores actualizados correctamente',
  directorsRefreshFailed: 'Hubo un problema y la lista de directores no se actualizó; comuníquese con el administrador del sitio.',

  companyNameRequired: 'El nombre de la empresa es obligatorio',
  afterHoursRequired: 'El teléfono fuera de horario es obligatorio',
  faxRequired: 'El número de fax es obligatorio',
  webSiteRequired: 'El sitio web es obligatorio',
  logoRequired: 'Se requiere una imagen del logotipo',
  managerExists: 'El registro del administrador de la propiedad ya existe: actualice el registro y actívelo.',
  managerNotInList: (name) =>
    `Algo salió mal: ${name} no se puede actualizar porque no está en la lista de administradores de la propiedad anteriores y actuales.`,
  managerAdded: 'Nuevo administrador de la propiedad agregado correctamente.',
  managersUpdated: 'Administradores de la propiedad actualizados correctamente',
  managersNotRefreshed: 'No se pudo actualizar la lista de administradores de la propiedad...',

  newsletterTitleRequired: 'Se requiere un título para el boletín',
  minutesTitleRequired: 'Se requiere un título',
  documentTitleRequired: 'Se requiere un título para el documento',
  newsTitleRequired: 'Se requiere un título',
  newsBodyRequired: 'Se requiere algún texto',
  documentDateRequired: 'Se requiere la fecha del documento',
  documentDateInvalid: 'La fecha del documento debe ser un día real escrito aaaa-mm-dd, entre los años 1000 y 9999.',
  newsDateRequired: 'Se requiere una fecha de publicación',
  newsDateInvalid: 'La fecha de publicación debe ser un día real escrito aaaa-mm-dd, entre los años 1000 y 9999.',
  itemDateInvalid: 'La fecha del elemento debe ser una fecha y hora reales escritas aaaa-mm-ddThh:mm:ssZ, entre los años 1000 y 9999.',
  registrationDateInvalid:
    'La fecha de registro debe ser una fecha y hora reales escritas aaaa-mm-ddThh:mm:ssZ, entre los años 1000 y 9999.',
  activityDayInvalid: 'Las fechas deben ser días reales escritos aaaa-mm-dd.',
  documentFileRequired: 'Se requiere un archivo PDF',

  faqQuestionRequired: 'Se requiere una pregunta',
  faqAnswerRequired: 'Se requiere una respuesta',
  faqDetailRequired: 'Se requiere el contenido del detalle',
  faqSequenceRequired: 'Se requiere un orden numérico',

  emailNotModified: 'No se hizo ningún cambio en la dirección de correo electrónico actual.',
  signInAgain:
    'Por su seguridad, vuelva a escribir su contraseña: para cambiar su correo electrónico se necesita un inicio de sesión reciente.',
  profileEmailNotModified: 'El correo electrónico de su perfil no se modificó: comuníquese con el administrador del sitio.',
  emailNotOnRecord: 'Lo sentimos, ese correo electrónico no está registrado en este sitio.',
  serverError: 'Error del servidor',
  portalUnavailable: 'El portal no está disponible temporalmente; inténtelo de nuevo en un momento.',
  storageFull: 'No hay suficiente espacio de almacenamiento para guardar este archivo; comuníquese con el administrador del sitio.',
  storageUnavailable:
    'No se pueden guardar archivos en este momento (la carpeta de almacenamiento es de solo lectura o no admite escritura); comuníquese con el administrador del sitio.',
  internalError: (requestId) =>
    `Algo salió mal de nuestro lado; inténtelo de nuevo. Si sigue ocurriendo, dé al administrador del sitio esta referencia: ${requestId}.`,
  idempotencyInProgress: 'Este formulario todavía se está guardando; espere un momento e inténtelo de nuevo.',
  idempotencyAlreadySaved: 'Este formulario ya se guardó; revise la lista antes de enviarlo otra vez.',
  idempotencyKeyInvalid: 'El encabezado Idempotency-Key debe tener de 8 a 100 letras, dígitos, guiones o guiones bajos.',

  reportInitFailed: 'Falló la inicialización de la página.',
  reportInvalidProfile: 'Seleccione uno de los valores válidos de la lista de perfiles',
  reportNoLogins: 'No se encontraron inicios de sesión para el usuario o los usuarios indicados',
  reportNoPages: 'El usuario inició sesión pero no visitó ninguna página',

  passwordChanged: 'Contraseña cambiada correctamente.',
  emailChanged: (email) => `El correo electrónico del sistema de seguridad se cambió correctamente a ${email}`,
  profileUpdated: 'Datos del perfil actualizados correctamente.',
  registrationEmailSent:
    'Le enviamos un mensaje para verificar su correo electrónico; haga clic en el enlace incluido para completar la verificación.',
  accountCreated: (user) => `La cuenta del usuario ${user} se creó correctamente`,
  canLoginNow: 'Ya puede usar sus credenciales para iniciar sesión.',
  registerDone: '¡Muy bien! Su cuenta se creó correctamente; ahora puede iniciar sesión para continuar',

  newsletterAdded: 'El boletín se agregó correctamente.',
  newslettersUpdated: 'Los boletines se actualizaron correctamente.',
  minutesAdded: 'El acta de la reunión se agregó correctamente.',
  minutesUpdated: 'Las actas de reuniones se actualizaron correctamente.',
  documentAdded: 'El documento de la comunidad se agregó correctamente.',
  documentsUpdated: 'Los documentos de la comunidad se actualizaron correctamente.',
  newsAdded: 'La noticia se agregó correctamente.',
  newsUpdated: 'Las noticias se actualizaron correctamente.',
  faqAdded: 'La nueva pregunta frecuente se guardó correctamente.',
  faqUpdated: 'La pregunta frecuente se actualizó correctamente.',
  usersUpdated: 'Los datos de usuario se actualizaron correctamente.',
  uploadSuccess: 'Carga exitosa.',

  noNewsletters: 'No hay boletines disponibles en este momento',
  noMinutes: 'No hay actas de reuniones disponibles en este momento',
  loadingData: 'Cargando datos...',
  loginRequired: 'Debe iniciar sesión para acceder a esta área',
  reservedToRegistered: 'El contenido de esta página está reservado a los usuarios registrados',
  authCallbackError: 'Hubo un error; intente iniciar sesión de nuevo',
  propertyManagerNote: 'Dirija todas sus preguntas, comentarios o inquietudes a nuestro administrador de la propiedad',

  newVersionTitle: 'Hay una nueva versión del portal',
  newVersion: 'Esta página pertenece a una versión anterior del portal. Vuelva a cargarla para abrir la actual.',
  pageFailedTitle: 'No se pudo mostrar esta página',
  pageFailed: 'Algo salió mal al mostrar esta página. Vaya a la página de inicio o inténtelo más tarde.',

  unauthenticated: 'Debe iniciar sesión para acceder a esta área',
  forbidden: 'No tiene permiso para hacer esto.',
  minutesWritersOnly: 'Solo los administradores y los propietarios verificados pueden agregar, cambiar o eliminar las actas.',
  antiForgeryRefused: 'Falta el token contra falsificación o no coincide: vuelva a cargar la página e inténtelo de nuevo.',
  notFound: 'No se encontró el elemento solicitado.',
  tooManyRequests: 'Demasiados intentos: espere unos minutos e inténtelo de nuevo.',
  invalidCredentials: 'El nombre de usuario o la contraseña no son correctos.',
  userNameTaken: 'Este nombre de usuario ya está en uso.',
  emailTaken: 'Este correo electrónico ya está registrado.',
  pdfOnly: 'Solo se pueden cargar documentos PDF.',
  imageOnly: 'Solo se pueden cargar imágenes gif, jpg o png.',
  fileTooLarge: (limitMb) => `El archivo es demasiado grande: el límite es de ${limitMb} MB.`,
  fileMissing: 'No se envió ningún archivo: use el campo multipart "file".',
  lastAdmin: 'El último administrador no puede perder el rol de administrador.',
  invalidJson: 'El cuerpo de la solicitud no es JSON válido.',
  routeNotFound: 'Esa llamada no existe en la API del portal.',
  adminProfileProtected: 'Solo un administrador puede cambiar o eliminar el perfil de un administrador.',
  lastAdminProfile: 'No se puede eliminar al último administrador.',
  verificationOnlyAdmins: 'Solo un administrador puede verificar a un residente o retirar una verificación.',
  awaitingVerification: 'En espera de verificación',
  jsonOnly: 'Esta llamada solo acepta un cuerpo JSON (Content-Type: application/json).',
  multipartOnly: 'Esta llamada solo acepta la carga de un archivo (Content-Type: multipart/form-data).',
  bodyTooLarge: (limitKb) => `El cuerpo de la solicitud es demasiado grande: el límite de esta llamada es de ${limitKb} KB.`,
  bodyTooDeep: (levels) => `El cuerpo de la solicitud está anidado en exceso: se aceptan como máximo ${levels} niveles.`,

  emailNotConfirmed:
    'Su correo electrónico aún no se ha verificado: haga clic en el enlace del mensaje de verificación que le enviamos y luego inicie sesión. ¿No le llegó? Use "Enviar de nuevo el correo de verificación" más abajo.',
  verificationResent:
    'Si una cuenta con este correo electrónico espera verificación, le enviamos un nuevo mensaje de verificación: haga clic en su enlace y luego inicie sesión.',
  forgotButUnverified:
    'Este correo electrónico aún no está verificado, así que no se le puede enviar nada más: enviamos de nuevo el mensaje de verificación. Haga clic en su enlace y vuelva a solicitarlo.',
  verificationResentTo: (userName) => `Se envió un nuevo correo de verificación a ${userName}.`,
  alreadyVerified: 'Esta cuenta ya verificó su correo electrónico.',
  ownerVerifiedSubject: (site) => `${site}: se verificó su condición de propietario`,
  accountBlocked: 'Esta cuenta está bloqueada: comuníquese con el administrador del sitio.',
  loginExpired: 'La página de inicio de sesión expiró: vuelva al portal y haga clic de nuevo en Iniciar sesión.',
  resetLinkInvalid: 'Este enlace para restablecer la contraseña no es válido o expiró: solicite uno nuevo.',
  passwordResetDone: 'Su contraseña se cambió: ya puede iniciar sesión con la nueva.',
  userIdInvalid: 'userId debe ser el id numérico de una cuenta.',
  passwordMismatch: 'Contraseña incorrecta.',
  oldEmailMismatch: 'El correo electrónico anterior no coincide con el registrado.',
  claimTypeInvalid: 'Un tipo de claim tiene de 1 a 64 letras, dígitos, guiones bajos, puntos, dos puntos o guiones.',
  claimTypeReserved: (type) => `El claim ${type} lo gestiona el portal y no se puede cambiar aquí.`,
  claimValueInvalid: 'El valor de un claim es un texto de como máximo 1000 caracteres.',
  claimsRequired: 'Se requiere al menos un claim.',
  rolesListRequired: 'Se requiere al menos un rol.',
  tokenRequired: 'Falta el token del enlace.',
  recentLoginRequired: 'Por su seguridad, vuelva a escribir su contraseña antes de cambiar su correo electrónico.',
  newEmailUnverified: (email) =>
    `Enviamos un enlace de verificación a ${email}: hasta que lo abra, no se podrán enviar allí recordatorios de contraseña ni de nombre de usuario.`,
  sessionEnded: 'Esta sesión terminó: vuelva a iniciar sesión.',
  nonceRequired: 'La solicitud de inicio de sesión está incompleta (sin nonce): vuelva al portal e inténtelo de nuevo.',
  twoFactorCodeRequired: 'Escriba el código de 6 dígitos de su aplicación de autenticación o un código de recuperación.',
  twoFactorCodeInvalid: 'Este código no es válido: revise la hora de su teléfono o use un código de recuperación.',
  twoFactorCodeReplayed:
    'Este código se acaba de usar para iniciar sesión: cada código funciona una sola vez. Espere el siguiente código que muestre su aplicación y escríbalo.',
  twoFactorEnrolCodeInvalid: 'Este código no es válido: revise la hora de su teléfono y escriba el código que la aplicación muestra ahora.',
  twoFactorEnabled:
    'El inicio de sesión en dos pasos está activado. Guarde los códigos de recuperación en un lugar seguro: cada uno funciona una vez.',
  twoFactorDisabled: 'El inicio de sesión en dos pasos está desactivado.',
  twoFactorNotDisabled: 'El inicio de sesión en dos pasos no se desactivó: la contraseña o el código no son correctos.',
  twoFactorRequired:
    'Su cuenta debe usar el inicio de sesión en dos pasos: escanee el código con una aplicación de autenticación y escriba el código que muestre.',
  emailChangeReported:
    'Gracias: se deshizo el cambio de correo electrónico y se cerraron todas las sesiones de la cuenta. Elija una contraseña nueva (¿Olvidó su contraseña?).',
  emailChangeReportFailed: 'Este enlace no es válido, ya se usó o expiró: comuníquese con el administrador del sitio.',

  pageNameRequired: 'Se requiere un nombre de página',
  profileExists: 'Ya existe un perfil para esta cuenta.',
  profileNotFound: 'No se encontró ningún perfil para esta cuenta.',
  visitorProfileProtected: 'El perfil de visitante no se puede cambiar ni eliminar.',
  directorInactive: (name) => `${name} no es un director activo: primero active el registro.`,
  directorAmbiguous: (name, unit) =>
    `Hay varios residentes registrados llamados ${name} en la unidad ${unit}: pida al administrador del sitio que corrija sus perfiles y luego vuelva a agregar al director.`,
  directorNotLinked: (name) =>
    `${name} no está vinculado a una cuenta registrada: un administrador puede elegir el perfil correcto para esta fila de la junta en el panel de administración.`,
  fileNotFound: 'No se encontró el archivo solicitado.',
  invalidFileName: 'El nombre del archivo no es válido.',
  singleLine: (field) => `${field} debe ser una sola línea de texto, sin saltos de línea ni caracteres de control.`,
  webAddress: (field) => `${field} debe ser una dirección web que empiece por http:// o https://.`,
  webOrSiteAddress: (field) =>
    `${field} debe ser una dirección web que empiece por http:// o https://, o una ruta de este sitio que empiece por /.`,
  controlCharacters: 'El texto no debe contener caracteres de control.',
  fieldControlCharacters: (field) =>
    `${field} no debe contener caracteres de control (los saltos de línea y las tabulaciones están permitidos).`,
  textExpected: (field) => `${field} debe ser texto.`,
  copyrightStartYear: 'El año de inicio de los derechos de autor debe escribirse con cuatro dígitos, por ejemplo 2017.',

  unitExists: (number, street) => `La unidad ${number}, ${street} ya está en el padrón.`,
  unitNotFound: 'La unidad no está en el padrón.',
  personNotFound: 'Esa persona no está en el padrón.',
  personTooMany: (max) => `Una unidad registra como máximo ${max} personas.`,
  personAdded: (name) => `${name} se agregó a la unidad.`,
  personUpdated: (name) => `${name} se corrigió.`,
  personRemoved: (name) => `${name} se quitó de la unidad.`,
  entitlementPositive: 'La cuota de participación debe ser un número mayor que 0.',
  entitlementDecimals: 'La cuota de participación admite como máximo 4 decimales.',
  unitsAdded: 'La unidad se agregó al padrón.',
  unitsUpdated: 'El padrón se actualizó.',
  unitRemoved: 'La unidad se quitó del padrón.',
  rosterEditsOpenVotes: (titles) =>
    `Las votaciones abiertas fijaron sus unidades y cuotas al abrirse (${titles.map((t) => `“${t}”`).join(', ')}): ` +
    'las unidades agregadas, editadas o quitadas aquí no cambian nada de ellas.',
  unitInOpenVotes: (titles) =>
    `Las votaciones abiertas fijaron sus unidades al abrirse y conservan esta: ${titles.map((t) => `“${t}”`).join(', ')}. ` +
    'Quitarla del padrón no cambia nada de esas votaciones; su boleta todavía puede registrarse en papel.',
  rosterFileMissing: 'Elija un archivo CSV para importar (campo de formulario "file").',
  rosterTooLarge: (megabytes) => `El archivo del padrón es demasiado grande: como máximo ${megabytes} MB.`,
  rosterNotText: 'El archivo del padrón debe ser un archivo de texto CSV en UTF-8.',
  rosterHasErrors: (lines) => `No se importó nada: ${lines} ${lines === 1 ? 'línea tiene' : 'líneas tienen'} errores.`,
  rosterEmpty: 'El archivo del padrón no tiene unidades.',
  rosterTooManyLines: (max) => `El archivo del padrón tiene más de ${max} unidades.`,
  rosterColumns: (expected) => `La primera línea debe nombrar las columnas ${expected}.`,
  rosterUnreadable: (reason) => `El archivo no es un CSV válido: ${reason}`,
  rosterLineColumns: (count, expected) => `La línea tiene ${count} columnas en lugar de ${expected}.`,
  rosterEntitlement: 'La cuota de participación debe ser un número mayor que 0, como 1 o 1.25 (vacío significa 1).',
  rosterDuplicateUnit: (line) => `La misma unidad ya está en la línea ${line}.`,
  rosterFormula: (column) =>
    `${column} empieza con =, +, -, @, una tabulación o un retorno de carro: no se aceptan fórmulas de hoja de cálculo.`,
  rosterOwnerCounts: 'Los nombres y los correos de los propietarios deben indicar el mismo número de propietarios, separados por ";".',
  rosterOwnerEmail: (email) => `"${email}" no es un correo electrónico válido.`,
  rosterOwnerName: (name) => `"${name}" necesita nombre y apellido.`,
  rosterImported: (units) => `El padrón se importó: ${units} ${units === 1 ? 'unidad' : 'unidades'}.`,
  rosterPreviewClean: 'Sin errores: el archivo se puede importar.',
  invitationSent: (email) => `Se envió una invitación a ${email}.`,
  invitationNotNeeded: 'Esta persona ya se registró.',
  invitationNoEmail: 'El padrón no tiene correo electrónico para esta persona.',
  invitationSubject: (site) => `${site}: le invitamos a registrarse`,
  invitationRecent: 'Se envió una invitación a esta persona hace menos de un minuto.',
  invitedAll: (invited, noEmail, recent) =>
    `${invited} propietario(s) invitado(s).` +
    (noEmail ? ` ${noEmail} sin correo electrónico en el padrón.` : '') +
    (recent ? ` ${recent} invitado(s) en el último día, no de nuevo.` : ''),

  profileNotOnRoster: (unit, street) =>
    `La unidad ${unit}, ${street} no está en el padrón de la asociación: revise el número de unidad y la calle.`,
  standingAwaitsVerification:
    'Su perfil cambió desde que la asociación lo verificó: las votaciones, las reservas y la vista del personal de las solicitudes de servicio se reabrirán cuando un administrador lo verifique de nuevo. Se lo avisaremos por correo electrónico.',
  standingNotVerified:
    'Las votaciones, las reservas y la vista del personal de las solicitudes de servicio se abren cuando la asociación ha verificado su perfil: un administrador lo compara con el padrón.',
  verificationNeededSubject: (site, type) => `${site}: se necesita verificación (${type})`,
  residentVerifiedSubject: (site) => `${site}: se verificó su perfil`,

  emailVerified: 'Gracias: se verificó su correo electrónico.',
  documentDownloaded: 'El documento se descargó: búsquelo en sus descargas o ábralo aquí.',
  noRecords: 'Todavía no hay registros publicados.',
  recordsForOwners: 'Los registros publicados para los propietarios no se le muestran: son solo para los propietarios de la asociación.',
  recordsAwaitOwnerVerification:
    'Los registros publicados para los propietarios se abrirán cuando un administrador verifique que usted es propietario: se lo avisaremos por correo electrónico.',
  minutesAwaitOwnerVerification:
    'Las actas de la junta y de la asamblea anual se abren a los propietarios cuando un administrador verifica que usted es propietario: se lo avisaremos por correo electrónico.',
  registerVerifyNext:
    'Siguiente paso: abra el enlace del correo que le acabamos de enviar para verificar su correo electrónico y luego use Iniciar sesión más abajo.',
  checkEmailForReset: 'Revise su correo: le enviamos un enlace para restablecer su contraseña.',
  checkEmailForUsername: 'Revise su correo: le enviamos su nombre de usuario.',
  noNews: 'No hay noticias disponibles en este momento',
  noFaqs: 'No hay preguntas frecuentes disponibles en este momento',
  uniquenessConfirmed: 'El nombre de usuario y el correo electrónico están disponibles: complete el registro.',
  emailVerificationFailed:
    'El enlace de verificación no es válido o expiró: escriba su correo electrónico abajo y le enviaremos uno nuevo.',
  emailAlreadyVerified: 'Su correo electrónico ya está verificado: puede iniciar sesión.',
  unsavedChangesTitle: '¿Salir sin guardar?',
  unsavedChanges: 'Algunas filas tienen cambios sin guardar. Si sale de esta página, se perderán.',
  unsavedFormChanges: 'Este formulario tiene texto sin guardar. Si sale del formulario, el texto se perderá.',
  loadFailed: (what) => `No se pudo cargar: ${what}.`,

  notReadyStopping: 'Este proceso del portal se está deteniendo.',
  notReadyDatabase: 'Este proceso del portal no puede conectarse a su base de datos.',
  newsItemNotFoundTitle: 'Noticia no encontrada',
  newsItemNotFound:
    'Esta noticia no está disponible: puede que se haya archivado o que aún no esté publicada. Las noticias actuales se listan aquí.',
  fileDamaged: 'Este archivo está dañado en el almacenamiento y no se puede enviar; comuníquese con el administrador del sitio.',
  localeInvalid: 'El idioma debe ser en, fr-CA o es.',
};
