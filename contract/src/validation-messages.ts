// The validation messages people read, written once, in English (docs/i18n.md, "Validation
// messages"). The schemas use them, so the API's 400 answers carry them as written (`fields`,
// readable by any client); the web shows each in the page's language as its `validation.<name>`
// text, found by the English message (web/src/components/form/validation-texts.ts).

// The lengths in them are auth.ts' PASSWORD_MIN_LENGTH and password-reset.ts' code length
// (validation-messages.test.ts).
export const VALIDATION_MESSAGES = {
  addressTooLong: 'Address must be at most 500 characters',
  codeFromSms: 'Enter the 6-digit code from the SMS',
  /** A country as ISO 3166 writes it (a traveller's nationality, tour-terms.ts). */
  countryCode2: 'A two-letter country code',
  /** A calendar day typed as text (a departure, a season, a date of birth). */
  dateAsIso: 'Enter the date as YYYY-MM-DD',
  countryCode: 'Country code looks like +255',
  currentPasswordRequired: 'Current password is required to change password',
  deliveryAddressRequired: 'Enter the delivery address',
  districtRequired: 'District or town is required',
  email: 'Enter a valid email address',
  /** The contact and newsletter forms' wording (content.ts). */
  emailInvalid: 'Please enter a valid email address',
  emailMissing: 'Please enter your email address',
  emailRequired: 'Email is required',
  fillRequired: 'Please fill in all required fields',
  fullNameRequired: 'Full name is required',
  fullNameToRegister: 'Please enter your full name to create an account',
  fullNameTooLong: 'Full name must be at most 150 characters',
  /** A traveller's passport or ID number (tour-terms.ts). */
  idNumberChars: 'Letters, digits and hyphens (3 to 40)',
  landmarkTooLong: 'Landmark must be at most 200 characters',
  /** A Tanzanian landline (+255 2x...) where a mobile number is needed (delivery.ts). */
  landline: 'That is a landline number: enter a mobile number, e.g. +255 712 345 678',
  newPasswordsDiffer: 'New passwords do not match',
  newPasswordTooShort: 'New password must be at least 8 characters long',
  notMobileMoney:
    'This number is not on a mobile money network: use an M-Pesa, Mixx, Airtel Money, HaloPesa or T-Pesa number',
  notesTooLong: 'Notes must be at most 1000 characters',
  passwordRequired: 'Password is required',
  passwordsDiffer: 'The two passwords differ',
  passwordTooShort: 'Password must be at least 8 characters long',
  phoneChars: 'Phone number may contain only digits, spaces, ( ) and -',
  phoneToRegister: 'Please enter your phone number with country code to create an account',
  phoneTooLong: 'Phone number must be at most 20 characters',
  region: 'Choose one of the regions of Tanzania',
  resetCodeInvalid: 'That code is wrong or has expired. Ask for a new one.',
  resetLinkInvalid: 'This reset link has expired or was already used. Ask for a new one.',
  streetRequired: 'Street is required',
  resetUnavailable: 'Password reset by e-mail is not available at the moment. Please contact the shop.',
  tanzanianPhone: 'Enter a Tanzanian mobile number, e.g. +255 712 345 678',
  /** A business customer's TIN and VRN for their receipt (receipts.ts). */
  tin: 'A TIN is 9 digits, e.g. 123-456-789',
  vrn: 'A VRN is 8 digits and a letter, e.g. 40-012345-K',
  usernameChars: 'Username may contain only letters, digits and @ . + - _',
  usernameRequired: 'Username is required',
  usernameTooLong: 'Username must be at most 150 characters',
  usernameTooShort: 'Username must be at least 3 characters',
  // The sign-in's and sign-up's refusals the server words itself (docs/i18n.md).
  currentPasswordIncorrect: 'Current password is incorrect',
  emailTaken: 'A user with that email already exists.',
  invalidCredentials: 'Invalid username or password.',
  signInsLocked: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  userTaken: 'A user with that username or email already exists.',
  usernameTaken: 'A user with that username already exists.',
} as const;

export type ValidationMessage = keyof typeof VALIDATION_MESSAGES;
