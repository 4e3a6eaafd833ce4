/** Every user-facing text of spec 5 and 8, quoted exactly. One place, used by browser and server. */

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
  directorNotInList: (name: string) =>
    `Something went wrong: ${name} cannot be updated because is not in the list of current Directors.`,
  directorGranted: (name: string) => `Director ${name} has been granted administrative privileges.`,
  directorRevoked: (name: string) =>
    `${name} is no longer a Director and administrative privileges have been revoked.`,
  directorAdded: 'New director successfully added',
  directorsUpdated: 'Directors successfully updated',
  directorsRefreshFailed:
    'There has been a problem and the Directors list did not refresh, please contact the site administrator.',
  directorSaveNothing: 'Something did not work... ',

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
  documentFileRequired: 'A PDF file is required',

  faqQuestionRequired: 'A question is required',
  faqAnswerRequired: 'An answer is required',
  faqDetailRequired: 'Detail contents are required',
  faqSequenceRequired: 'A numeric sequence is required',

  emailNotModified: 'No modifications done to the current email address.',
  profileEmailNotModified:
    'Email address in your Profile has not been modified: please contact the site administrator.',
  noProfileReturned: 'The server did not send back the updated profile.',
  emailNotOnRecord: 'Sorry, the given email address is not on record with this website.',
  serverError: 'Server error',

  reportInitFailed: 'Page Initialization has failed.',
  reportInvalidProfile: 'Please select one of the valid values from the Profiles dropDown',
  reportNoLogins: 'No login info has been found for the given user(s)',
  reportNoPages: 'User logged in but did not navigate to any page',

  passwordChanged: 'Password successfully changed.',
  emailChanged: (email: string) => `Email in the Security system successfully changed to ${email}`,
  profileUpdated: 'Profile data successfully updated.',
  registrationEmailSent:
    'We sent you an email verification message, please click on the included link to complete the verification.',
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

  // Server-side texts the spec leaves implicit.
  unauthenticated: 'Login is required to access this area',
  forbidden: 'You are not allowed to do this.',
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

  // Identity (login page, Auth API, e-mail links).
  emailNotConfirmed:
    'Your email address has not been verified yet: please click the link in the verification email we sent you, then login.',
  accountBlocked: 'This account is blocked: please contact the site administrator.',
  loginExpired: 'The login page has expired: please go back to the portal and click Login again.',
  resetLinkInvalid: 'This password reset link is not valid or has expired: please ask for a new one.',
  passwordResetDone: 'Your password has been changed: you can now login with the new one.',
  mailNotSent: 'The email could not be sent, so nothing was changed: please try again later.',
  userIdInvalid: 'userId must be the numeric id of an account.',
  passwordMismatch: 'Incorrect password.',
  oldEmailMismatch: 'The old email address does not match the one on record.',
  claimTypeInvalid: 'A claim type is 1 to 64 letters, digits, underscores, periods, colons or hyphens.',
  claimTypeReserved: (type: string) => `The claim ${type} is managed by the portal and cannot be changed here.`,
  claimValueInvalid: 'A claim value is text of at most 1000 characters.',
  claimsRequired: 'At least one claim is required.',
  rolesListRequired: 'At least one role is required.',
  tokenRequired: 'The link token is missing.',
  /** Shown by the home page for /home?verified=1 and /home?verified=0 (the e-mail verification link). */
  emailVerified: 'Your email address has been verified: you can now login.',
  emailVerificationFailed: 'This verification link is not valid or has expired: login and ask for a new one, or contact the site administrator.',

  // Resource API texts the spec leaves implicit.
  pageNameRequired: 'A page name is required',
  profileExists: 'A profile already exists for this account.',
  profileNotFound: 'No profile was found for this account.',
  visitorProfileProtected: 'The visitor profile cannot be changed or deleted.',
  directorInactive: (name: string) => `${name} is not an active Director: set the record as active first.`,
  fileNotFound: 'The requested file was not found.',
  invalidFileName: 'The file name is not valid.',

  // Web app texts the spec leaves implicit (added by the web app).
  emailVerified: 'Thank you: your email address has been verified, you can now login.',
  checkEmailForReset: 'Please check your email: we sent you a link to reset your password.',
  checkEmailForUsername: 'Please check your email: we sent you your User Name.',
  noNews: 'No News items are currently available',
  noFaqs: 'No Frequently Asked Questions are currently available',
  downloadFailed: 'The file could not be downloaded.',
  uniquenessConfirmed: 'User Name and Email are available: please complete the registration.',
  emailVerificationFailed: 'The verification link is not valid or has expired: please contact the site administrator.',
} as const;
