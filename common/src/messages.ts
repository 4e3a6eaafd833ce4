/** Every user-facing text of docs/requirements.md, "Validation", "Errors and success messages", quoted exactly. One place, used by browser and server. */

export const Messages = {
  userNameRequired: 'User Name is required',
  userNamePattern:
    'UserName must be at least 3 characters and include only: alphanumeric (a-z, A-Z, 0-9), underscore ( _ ) , hyphen ( - ), period ( . ), at sign ( @ ), plus sign ( + )',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is not valid.',
  emailPattern: 'Email must be a valid email address',
  oldEmailRequired: 'Old Email is required',
  passwordRequired: 'Password is required',
  passwordPattern:
    'Password must be at least 8 characters and include at least: 1 digit, 1 lowercase, 1 uppercase and 1 special character.',
  passwordsDontMatch: "Passwords don't match.",
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  unitNumberRequired: 'Unit Number is required',
  streetNameRequired: 'Street Name is required',
  registrationTypeRequired: 'Specify type of registration',
  registrationTypeRequiredProfile: 'Type of Registration is required',
  phoneRequired: 'Phone Number is required',
  rolesRequired: 'Select proper responsibilities',

  directorExists: 'Director record already exists: please, set the existing record as active.',
  directorNotRegistered: 'Please, ask Director to register with the site and then add him/her again to the Board',
  directorNotInList: (name: string) => `Something went wrong: ${name} cannot be updated because is not in the list of current Directors.`,
  directorGranted: (name: string) => `Director ${name} has been granted administrative privileges.`,
  directorRevoked: (name: string) => `${name} is no longer a Director and administrative privileges have been revoked.`,
  directorAdded: 'New director successfully added',
  directorsUpdated: 'Directors successfully updated',
  directorsRefreshFailed: 'There has been a problem and the Directors list did not refresh, please contact the site administrator.',

  companyNameRequired: 'Company Name is required',
  afterHoursRequired: 'After Hour Phone is required',
  faxRequired: 'Fax Number is required',
  webSiteRequired: 'Web Site is required',
  logoRequired: 'A logo image is required',
  managerExists: 'Property Manager record already exists: please update the record and activate it.',
  managerNotInList: (name: string) =>
    `Something went wrong: ${name} cannot be updated because is not in list of past and current Property Managers.`,
  managerAdded: 'New Property Manager successfully added.',
  managersUpdated: 'Property Managers successfully updated',
  managersNotRefreshed: 'The Property Managers list could not be refreshed...',

  newsletterTitleRequired: 'A Newsletter title is required',
  minutesTitleRequired: 'A Title is required',
  documentTitleRequired: 'A Document title is required',
  newsTitleRequired: 'A title is required',
  newsBodyRequired: 'Some text is required',
  documentDateRequired: 'A document date is required',
  documentDateInvalid: 'The document date must be a real day written yyyy-mm-dd, in the years 1000 to 9999.',
  newsDateRequired: 'A publishing date is required',
  newsDateInvalid: 'The publishing date must be a real day written yyyy-mm-dd, in the years 1000 to 9999.',
  itemDateInvalid: 'The item date must be a real date and time written yyyy-mm-ddThh:mm:ssZ, in the years 1000 to 9999.',
  registrationDateInvalid: 'The registration date must be a real date and time written yyyy-mm-ddThh:mm:ssZ, in the years 1000 to 9999.',
  activityDayInvalid: 'Dates must be real days written yyyy-mm-dd.',
  documentFileRequired: 'A PDF file is required',

  faqQuestionRequired: 'A question is required',
  faqAnswerRequired: 'An answer is required',
  faqDetailRequired: 'Detail contents are required',
  faqSequenceRequired: 'A numeric sequence is required',

  emailNotModified: 'No modifications done to the current email address.',
  signInAgain: 'For your security, please enter your password again: changing your e-mail address needs a recent sign-in.',
  profileEmailNotModified: 'Email address in your Profile has not been modified: please contact the site administrator.',
  emailNotOnRecord: 'Sorry, the given email address is not on record with this website.',
  serverError: 'Server error',
  /** Answers of our own failures (503/507): never internal text. */
  portalUnavailable: 'The portal is temporarily unavailable, please try again in a moment.',
  storageFull: 'There is not enough storage space to save this file; please contact the site administrator.',
  storageUnavailable:
    'Files cannot be saved right now (the storage folder is read-only or not writable); please contact the site administrator.',
  internalError: (requestId: string) =>
    `Something went wrong on our side; please try again. If it keeps happening, give the site administrator this reference: ${requestId}.`,
  idempotencyInProgress: 'This form is still being saved; please wait a moment and try again.',
  idempotencyAlreadySaved: 'This form was already saved; please check the list before sending it again.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 8 to 100 letters, digits, hyphens or underscores.',

  reportInitFailed: 'Page Initialization has failed.',
  reportInvalidProfile: 'Please select one of the valid values from the Profiles dropDown',
  reportNoLogins: 'No login info has been found for the given user(s)',
  reportNoPages: 'User logged in but did not navigate to any page',

  passwordChanged: 'Password successfully changed.',
  emailChanged: (email: string) => `Email in the Security system successfully changed to ${email}`,
  profileUpdated: 'Profile data successfully updated.',
  registrationEmailSent: 'We sent you an email verification message, please click on the included link to complete the verification.',
  accountCreated: (user: string) => `Account for user ${user} successfully created`,
  canLoginNow: 'You can now use your credentials to login.',
  registerDone: 'Well done! Your account was created successfully, now you can login to continue',

  newsletterAdded: 'Newsletter has been successfully added.',
  newslettersUpdated: 'Newsletter records successfully updated.',
  minutesAdded: 'Meeting Minutes document has been successfully added.',
  minutesUpdated: 'Meeting Minutes records successfully updated.',
  documentAdded: 'Community Document has been successfully added.',
  documentsUpdated: 'Community Documents records successfully updated.',
  newsAdded: 'News Item has been successfully added.',
  newsUpdated: 'News Item records successfully updated.',
  faqAdded: 'New Frequently Asked Question successfully saved.',
  faqUpdated: 'Frequently Asked Question successfully updated.',
  usersUpdated: 'User data successfully updated.',
  uploadSuccess: 'Upload success.',

  noNewsletters: 'No Newsletters are currently available',
  noMinutes: 'No Meeting Minutes are currently available',
  loadingData: 'Loading data...',
  loginRequired: 'Login is required to access this area',
  reservedToRegistered: 'The contents of this page are reserved to the registered users',
  authCallbackError: 'There was an error, please try to login again',
  propertyManagerNote: 'Please direct all questions, comments or concerns to our Property Manager',

  // A screen that cannot be shown (docs/requirements.md, "Routes"): the route's error page.
  newVersionTitle: 'A new version of the portal is available',
  newVersion: 'This page belongs to an earlier version of the portal. Reload to open the current one.',
  pageFailedTitle: 'This page could not be shown',
  pageFailed: 'Something went wrong while showing this page. Go to the home page, or try again later.',

  // Server-side texts docs/requirements.md leaves implicit.
  unauthenticated: 'Login is required to access this area',
  forbidden: 'You are not allowed to do this.',
  /** A write that adds, changes, re-types, duplicates or removes minutes, by someone who may not read them. */
  minutesWritersOnly: 'Only administrators and verified owners may add, change or remove the minutes.',
  antiForgeryRefused: 'The anti-forgery token is missing or does not match: reload the page and try again.',
  notFound: 'The requested item was not found.',
  tooManyRequests: 'Too many attempts: please wait a few minutes and try again.',
  invalidCredentials: 'The user name or password is not correct.',
  userNameTaken: 'This User Name is already taken.',
  emailTaken: 'This Email is already registered.',
  pdfOnly: 'Only PDF documents can be uploaded.',
  imageOnly: 'Only gif, jpg or png images can be uploaded.',
  fileTooLarge: (limitMb: number) => `The file is too large: the limit is ${limitMb} MB.`,
  fileMissing: 'No file was sent: use the multipart field "file".',
  lastAdmin: 'The last administrator cannot lose the admin role.',
  invalidJson: 'The request body is not valid JSON.',
  routeNotFound: 'There is no such call in the portal API.',
  adminProfileProtected: 'Only an administrator can change or remove the profile of an administrator.',
  lastAdminProfile: 'The last administrator cannot be removed.',
  verificationOnlyAdmins: 'Only an administrator can verify a resident or withdraw a verification.',
  awaitingVerification: 'Awaiting verification',
  jsonOnly: 'This call accepts only a JSON body (Content-Type: application/json).',
  multipartOnly: 'This call accepts only a file upload (Content-Type: multipart/form-data).',
  bodyTooLarge: (limitKb: number) => `The request body is too large: the limit for this call is ${limitKb} KB.`,
  bodyTooDeep: (levels: number) => `The request body is nested too deeply: at most ${levels} levels are accepted.`,

  // Identity (login page, Auth API, e-mail links).
  emailNotConfirmed:
    'Your email address has not been verified yet: please click the link in the verification email we sent you, then login. No email? Use "Send the verification email again" below.',
  verificationResent:
    'If an account with this email address is waiting for verification, we sent it a new verification email: please click its link, then login.',
  forgotButUnverified:
    'This email address is not verified yet, so nothing else can be sent to it: we sent the verification email again. Please click its link, then ask again.',
  verificationResentTo: (userName: string) => `A new verification email was sent to ${userName}.`,
  alreadyVerified: 'This account has already verified its email address.',
  ownerVerifiedSubject: (site: string) => `${site}: your owner status was verified`,
  accountBlocked: 'This account is blocked: please contact the site administrator.',
  loginExpired: 'The login page has expired: please go back to the portal and click Login again.',
  resetLinkInvalid: 'This password reset link is not valid or has expired: please ask for a new one.',
  passwordResetDone: 'Your password has been changed: you can now login with the new one.',
  userIdInvalid: 'userId must be the numeric id of an account.',
  passwordMismatch: 'Incorrect password.',
  oldEmailMismatch: 'The old email address does not match the one on record.',
  claimTypeInvalid: 'A claim type is 1 to 64 letters, digits, underscores, periods, colons or hyphens.',
  claimTypeReserved: (type: string) => `The claim ${type} is managed by the portal and cannot be changed here.`,
  claimValueInvalid: 'A claim value is text of at most 1000 characters.',
  claimsRequired: 'At least one claim is required.',
  rolesListRequired: 'At least one role is required.',
  tokenRequired: 'The link token is missing.',
  recentLoginRequired: 'For your security, please enter your password again before changing your email address.',
  newEmailUnverified: (email: string) =>
    `We sent a verification link to ${email}: until you open it, password and user name reminders cannot be sent there.`,
  sessionEnded: 'This session has ended: please log in again.',
  nonceRequired: 'The sign-in request is incomplete (no nonce): please go back to the portal and try again.',
  twoFactorCodeRequired: 'Enter the 6-digit code of your authenticator app, or a recovery code.',
  twoFactorCodeInvalid: 'This code is not valid: check the time on your phone, or use a recovery code.',
  /** A correct code that a sign-in has used already (each code signs in once, docs/identity.md). */
  twoFactorCodeReplayed: 'This code was just used to sign in: each code works once. Wait for the next code your app shows, then enter it.',
  /** Enrolment: there are no recovery codes yet, so the message does not offer one. */
  twoFactorEnrolCodeInvalid: 'This code is not valid: check the time on your phone and enter the code the app shows now.',
  twoFactorEnabled: 'Two-factor sign-in is on. Keep the recovery codes somewhere safe: each works once.',
  twoFactorDisabled: 'Two-factor sign-in is off.',
  twoFactorNotDisabled: 'Two-factor sign-in was not turned off: the password or the code is not correct.',
  twoFactorRequired: 'Your account must use two-factor sign-in: scan the code with an authenticator app, then enter the code it shows.',
  emailChangeReported:
    'Thank you: the email address change was undone and every session of the account ended. Please choose a new password (Forgot Password?).',
  emailChangeReportFailed: 'This link is not valid, was already used or has expired: please contact the site administrator.',

  // Resource API texts docs/requirements.md leaves implicit.
  pageNameRequired: 'A page name is required',
  profileExists: 'A profile already exists for this account.',
  profileNotFound: 'No profile was found for this account.',
  visitorProfileProtected: 'The visitor profile cannot be changed or deleted.',
  directorInactive: (name: string) => `${name} is not an active Director: set the record as active first.`,
  directorAmbiguous: (name: string, unit: string) =>
    `Several registered residents are named ${name} in unit ${unit}: please ask the site administrator to correct their profiles, then add the director again.`,
  directorNotLinked: (name: string) =>
    `${name} is not linked to a registered account: an administrator can choose the right profile for this board row in the admin panel.`,
  fileNotFound: 'The requested file was not found.',
  invalidFileName: 'The file name is not valid.',
  // One line of text (docs/requirements.md, "Validation"): a line break would reach an e-mail, a header or a claim as written.
  singleLine: (field: string) => `${field} must be one line of text, without line breaks or control characters.`,
  webAddress: (field: string) => `${field} must be a web address starting with http:// or https://.`,
  webOrSiteAddress: (field: string) =>
    `${field} must be a web address starting with http:// or https://, or a path on this site starting with /.`,
  controlCharacters: 'The text must not contain control characters.',
  fieldControlCharacters: (field: string) => `${field} must not contain control characters (line breaks and tabs are fine).`,
  textExpected: (field: string) => `${field} must be text.`,
  copyrightStartYear: 'Copyright since must be a year written with four digits, such as 2017.',

  // The unit roster (docs/requirements.md, "The unit roster").
  unitExists: (number: string, street: string) => `Unit ${number}, ${street} is already on the roster.`,
  unitNotFound: 'The unit is not on the roster.',
  personNotFound: 'That person is not on the roster.',
  personTooMany: (max: number) => `A unit lists at most ${max} people.`,
  personAdded: (name: string) => `${name} was added to the unit.`,
  personUpdated: (name: string) => `${name} was corrected.`,
  personRemoved: (name: string) => `${name} was removed from the unit.`,
  entitlementPositive: 'Entitlement must be a number greater than 0.',
  entitlementDecimals: 'Entitlement takes at most 4 decimals.',
  unitsAdded: 'The unit was added to the roster.',
  unitsUpdated: 'The roster was updated.',
  unitRemoved: 'The unit was removed from the roster.',
  rosterEditsOpenVotes: (titles: readonly string[]) =>
    `Open votes fixed their units and entitlements when they opened (${titles.map((t) => `“${t}”`).join(', ')}): ` +
    'units added, edited or removed here change nothing of them.',
  unitInOpenVotes: (titles: readonly string[]) =>
    `Open votes fixed their units when they opened and keep this one: ${titles.map((t) => `“${t}”`).join(', ')}. ` +
    'Removing it from the roster changes nothing of those votes; its ballot can still be entered on paper.',
  rosterFileMissing: 'Choose a CSV file to import (form field "file").',
  rosterTooLarge: (megabytes: number) => `The roster file is too large: at most ${megabytes} MB.`,
  rosterNotText: 'The roster file must be a CSV text file in UTF-8.',
  rosterHasErrors: (lines: number) => `Nothing was imported: ${lines} ${lines === 1 ? 'line has' : 'lines have'} errors.`,
  rosterEmpty: 'The roster file has no units.',
  rosterTooManyLines: (max: number) => `The roster file has more than ${max} units.`,
  rosterColumns: (expected: string) => `The first line must name the columns ${expected}.`,
  rosterUnreadable: (reason: string) => `The file is not valid CSV: ${reason}`,
  rosterLineColumns: (count: number, expected: number) => `The line has ${count} columns instead of ${expected}.`,
  rosterEntitlement: 'Entitlement must be a number greater than 0, such as 1 or 1.25 (empty means 1).',
  rosterDuplicateUnit: (line: number) => `The same unit is already on line ${line}.`,
  rosterFormula: (column: string) => `${column} starts with =, +, -, @, a tab or a carriage return: spreadsheet formulas are not accepted.`,
  rosterOwnerCounts: 'Owner names and owner e-mails must list the same number of owners, separated by ";".',
  rosterOwnerEmail: (email: string) => `"${email}" is not a valid e-mail address.`,
  rosterOwnerName: (name: string) => `"${name}" needs a first and a last name.`,
  rosterImported: (units: number) => `The roster was imported: ${units} ${units === 1 ? 'unit' : 'units'}.`,
  rosterPreviewClean: 'No errors: the file can be imported.',
  invitationSent: (email: string) => `An invitation was sent to ${email}.`,
  invitationNotNeeded: 'This person has already registered.',
  invitationNoEmail: 'The roster has no e-mail address for this person.',
  invitationSubject: (site: string) => `${site}: you are invited to register`,
  invitationRecent: 'An invitation was sent to this person less than a minute ago.',
  invitedAll: (invited: number, noEmail: number, recent: number) =>
    `${invited} owner(s) invited.` +
    (noEmail ? ` ${noEmail} without an e-mail address on the roster.` : '') +
    (recent ? ` ${recent} invited within the last day, not again.` : ''),

  // Who speaks for a unit (docs/requirements.md, "The unit roster"): what the person is told, and the administrators.
  profileNotOnRoster: (unit: string, street: string) =>
    `Unit ${unit}, ${street} is not on the association's roster: check the unit number and street.`,
  standingAwaitsVerification:
    'Your profile changed since the association verified it: votes, bookings and the staff view of service requests reopen once an administrator has verified it again. We will tell you by email.',
  standingNotVerified:
    'Votes, bookings and the staff view of service requests open once the association has verified your profile: an administrator checks it against the roster.',
  verificationNeededSubject: (site: string, type: string) => `${site}: ${type} verification needed`,
  residentVerifiedSubject: (site: string) => `${site}: your profile was verified`,

  // Web app texts docs/requirements.md leaves implicit (added by the web app).
  emailVerified: 'Thank you: your email address has been verified.',
  documentDownloaded: 'The document was downloaded: find it in your downloads, or open it here.',
  noRecords: 'No records are posted yet.',
  /** On Records, to a signed-in reader who is not an owner (a tenant, a property manager): the rest is posted for owners. */
  recordsForOwners: 'The records posted for owners are not shown to you: they are for the association’s owners only.',
  recordsAwaitOwnerVerification:
    'The records posted for owners open once an administrator has verified that you are an owner: we will tell you by email.',
  minutesAwaitOwnerVerification:
    'Board Meeting and AGM Minutes open to owners once an administrator has verified that you are an owner: we will tell you by email.',
  /** Beside registerDone and its Login button: the one step before that login works, in the order to take it. */
  registerVerifyNext: 'Next: open the link in the email we just sent you to verify your email address, then use Login below.',
  checkEmailForReset: 'Please check your email: we sent you a link to reset your password.',
  checkEmailForUsername: 'Please check your email: we sent you your User Name.',
  noNews: 'No News items are currently available',
  noFaqs: 'No Frequently Asked Questions are currently available',
  uniquenessConfirmed: 'User Name and Email are available: please complete the registration.',
  emailVerificationFailed:
    'The verification link is not valid or has expired: enter your email address below and we will send you a new one.',
  emailAlreadyVerified: 'Your email address is already verified: you can login.',
  unsavedChangesTitle: 'Leave without saving?',
  unsavedChanges: 'Some rows have changes that are not saved. If you leave this page, they are lost.',
  /** The same question for an add or edit form (docs/requirements.md, "States and transitions"): its words are about the form, not rows. */
  unsavedFormChanges: 'This form has text that is not saved. If you leave the form, the text is lost.',
  loadFailed: (what: string) => `The ${what} could not be loaded.`,

  // GET /_ready's reasons for a 503 (docs/requirements.md, "Stopping and readiness").
  notReadyStopping: 'This portal process is stopping.',
  notReadyDatabase: 'This portal process cannot reach its database.',
  // A news item's own address (docs/requirements.md, "Public pages"): archived, not yet published or never there.
  newsItemNotFoundTitle: 'News item not found',
  newsItemNotFound:
    'This news item is not available: it may have been archived, or it is not published yet. The current news are listed here.',
  // Files in the database (docs/requirements.md, "Files in the database").
  fileDamaged: 'This file is damaged in storage and cannot be sent; please contact the site administrator.',
  // A person's language (docs/architecture.md, "Languages").
  localeInvalid: 'The language must be one of en, fr-CA or es.',
} as const;

// The texts of the votes, bookings and service requests live beside this file (messages/), one capability each.
export { VoteMessages } from './messages/votes';
export { BookingMessages } from './messages/bookings';
export { RequestMessages } from './messages/requests';
