/**
 * Every sentence the server refuses a request with, by key (issue 17). The English is word for
 * word what the server sends as `message` (product-spec.md's texts and the tests hold it), and
 * `{name}` marks a parameter the server sends in `params`. The web app keeps the same keys, with
 * the same placeholder names, in apps/web/src/lib/error-texts.ts: a key missing there fails its
 * type check. A template has no plural forms: a sentence whose words change with a count has a
 * key for each form.
 */
export const ERROR_MESSAGES = {
  // Sessions, access and the request itself.
  logIn: 'Please log in.',
  logInToContinue: 'Please log in to continue',
  logInToWithdraw: 'Please log in to withdraw funds.',
  signInDeposit: 'Please sign in to make a deposit',
  signInWithdrawal: 'Please sign in to make a withdrawal',
  accountSuspended: 'Your account is suspended.',
  accountSuspendedContactSupport: 'Your account has been suspended. Please contact support.',
  noAccess: 'You do not have access to this page',
  adminMfaRequired: 'Admins must turn on two-factor authentication before using the admin area.',
  csrfFailed: 'Invalid or missing CSRF token',
  tooManyRequests: 'Too many requests. Please wait {after} and try again.',
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  databaseUnreachable: 'The database is not reachable',
  internalError: 'Something went wrong on our side. Please try again.',
  requestTooLarge: 'The request is too large',
  requestInvalid: 'The request is not valid',
  addressTooLong: 'The address is too long.',
  addressInvalid: 'The address is not valid.',
  requestHasNul: 'The request contains a NUL character, which is not allowed.',
  requestHasBrokenText: 'The request contains text that is not valid Unicode.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 100 letters, digits or . _ : -',
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different request. Use a new key.',
  otherSiteRefused: 'Connections from other sites are refused.',
  webSocketOnly: 'This address only speaks WebSocket.',
  notFound: 'Not found',
  formInvalid: 'The form is not valid.',

  // Sign-in, registration and the account.
  invalidCredentials: 'Invalid email or password',
  usernameTaken: 'This username is already taken',
  emailTaken: 'An account with this email already exists',
  weakPassword:
    'This password is too common or too easy to guess. Try a longer phrase of unrelated words.',
  tooManyLoginAttempts: 'Too many login attempts. Try again in {minutes} minutes.',
  tooManyLoginAttemptsOneMinute: 'Too many login attempts. Try again in 1 minute.',
  tooManyAccountsFromNetwork:
    'Too many accounts were created from your network. Please try again in {minutes} minutes.',
  tooManyAccountsFromNetworkOneMinute:
    'Too many accounts were created from your network. Please try again in 1 minute.',
  tooManyRegistrations:
    'We are receiving too many registrations right now. Please try again in {minutes} minutes.',
  tooManyRegistrationsOneMinute:
    'We are receiving too many registrations right now. Please try again in 1 minute.',
  invalidToken: 'This link is invalid or has expired. Please request a new one.',
  tooManyVerificationEmails: 'Too many verification emails requested. Try again in an hour.',
  invalidMfaCode: 'The code is not valid. Check your authenticator app and try again.',
  currentPasswordIncorrect: 'Current password is incorrect',
  currentPasswordForEmail: 'Enter your current password to change your email',
  codeForEmail: 'Enter the code from your authenticator app to change your email',
  mfaAlreadyEnabled: 'Two-factor authentication is already enabled',
  mfaNotEnabled: 'Two-factor authentication is not enabled',
  mfaSetupFirst: 'Start two-factor setup before entering a code',
  mfaSetupChanged: 'Two-factor setup changed meanwhile. Please start again.',
  userNotFound: 'User not found',
  userNotFoundPeriod: 'User not found.',
  cannotRemoveOwnAdmin: 'You cannot remove your own admin role.',
  cannotSuspendSelf: 'You cannot suspend your own account.',

  // Orders and trades.
  orderNotFound: 'The selected order is no longer available',
  selfTrade: 'You cannot trade your own order',
  orderAlreadyDone: 'This order is already {status}.',
  noSuchPair: 'There is no {base}/{quote} trading pair',
  noSuchPairPeriod: 'There is no {base}/{quote} trading pair.',
  pairInactive: 'This trading pair is not active at the moment',
  tooManyOpenOrders:
    'You already have {count} open orders. Cancel some of them before placing another.',
  amountPriceNotPositive: 'Amount and price must be positive numbers',
  amountDecimals: 'Amount can have at most {decimals} decimals (step 0.000001)',
  priceDecimals: 'Price can have at most {decimals} decimals (step 0.01)',
  amountTooLarge: 'Amount is too large',
  priceTooLarge: 'Price is too large',
  orderTooSmall: 'Minimum order size is {minimum} {base}',
  orderTooLarge: 'Maximum order size is {maximum} {base}',
  orderTotalTooSmall: 'Order total must be at least {smallest}',
  minFillDecimals: 'Minimum per trade can have at most {decimals} decimals (step 0.000001)',
  minFillNotPositive: 'Minimum per trade must be a positive number',
  minFillAboveAmount: 'Minimum per trade cannot be more than the order amount ({amount} {base})',
  minFillNotMet: 'Minimum amount per trade is {minimum} {base}',
  takeDecimals: 'Amount can have at most 6 decimals (minimum 0.000001)',
  takeInvalidAmount: 'Please enter a valid number',
  takeMinimum: 'Minimum amount is 0.000001',
  takeExceedsAvailable: 'Amount exceeds available ({left} {base})',
  takeTotalTooSmall: 'Amount is too small: the total must be at least {smallest}',
  crossesOwnOrder: 'This order would cross your own open order. Cancel it or change the price.',
  tooSmallToMatch:
    'This order is too small to trade at the best price on the book. Please enter a larger amount.',
  insufficientForOrder: 'Insufficient balance. You need {need} but have {have} available.',
  tradingPairNotFound: 'Trading pair not found',

  // M-Pesa payments.
  emailNotVerifiedForWithdrawal: 'Please verify your email address before withdrawing.',
  mpesaPositiveAmount: 'Amount must be a positive number',
  mpesaWholeShillings: 'M-Pesa amounts are whole shillings (no cents)',
  mpesaBelowMinimum: 'The smallest M-Pesa amount is {minimum} KES',
  mpesaAboveMaximum: 'The largest M-Pesa amount is {maximum} KES',
  invalidPhoneFormat: 'Invalid phone number format',
  notKenyanPhone: 'Must be a valid Kenyan phone number',
  tooManyPayments:
    'You already have {count} M-Pesa payments in progress. Please wait for them to finish before starting another.',
  maxWithdrawal: 'Maximum withdrawal amount is {maximum} KES',
  initiateDepositFailed: 'Failed to initiate deposit: {reason}',
  initiateWithdrawalFailed: 'Failed to initiate withdrawal: {reason}',
  paymentNotFound: 'Payment not found.',

  // Crypto withdrawals and their safeguards.
  kesWithdrawnToMpesa: 'KES is withdrawn to M-Pesa, not to an address.',
  coinNotFound: 'Coin information not found.',
  withdrawalZeroAmount: 'Invalid amount: Please enter a valid amount greater than zero.',
  withdrawalDecimals: 'Invalid amount: use at most {decimals} decimals.',
  withdrawalTooLarge: 'Invalid amount: the amount is too large.',
  withdrawalNothingAfterFee:
    'Invalid amount: after the {percent}% withdrawal fee nothing would be left to send. Please enter a larger amount.',
  addressOtherNetwork: 'Invalid address: a {symbol} address is {min} to {max} letters and digits.',
  addressWrongNetwork:
    'Invalid address: this is not a valid {network} address for {symbol}. Check it and try again.',
  addressLooksLikeBitcoin:
    'Invalid address: this is not a valid {network} address for {symbol}. It looks like a Bitcoin address; {symbol} is sent on {network}.',
  addressLooksLikeTron:
    'Invalid address: this is not a valid {network} address for {symbol}. It looks like a TRON address; {symbol} is sent on {network}.',
  addressLooksLikeEvm:
    'Invalid address: this is not a valid {network} address for {symbol}. It looks like an Ethereum-style address; {symbol} is sent on {network}.',
  tooManyPendingWithdrawals:
    'You already have {count} pending withdrawals. Please wait until an admin has processed some before requesting another.',
  insufficientForWithdrawal: 'Insufficient balance. You can withdraw at most {most}.',
  totpRequired: 'Enter the 6-digit code from your authenticator app to confirm this withdrawal.',
  totpInvalid:
    'That code is not valid. Enter the current 6-digit code from your authenticator app.',
  addressNotSaved:
    'You allow withdrawals only to saved addresses. Save this address in your address book first (Settings → Withdrawal addresses).',
  notInAddressBook: 'Not in your address book.',
  addressNotYetUsable: 'The saved address "{label}" can be used from {from} (Nairobi time).',
  usableFrom: 'Usable from {from}.',
  pausedPasswordChange:
    'Withdrawals are paused because your password was changed. They resume on {resumesAt} (Nairobi time).',
  pausedPasswordReset:
    'Withdrawals are paused because your password was reset. They resume on {resumesAt} (Nairobi time).',
  pausedEmailChange:
    'Withdrawals are paused because your email address was changed. They resume on {resumesAt} (Nairobi time).',
  pausedMfaDisabled:
    'Withdrawals are paused because two-factor authentication was turned off. They resume on {resumesAt} (Nairobi time).',
  tooManySavedAddresses: 'You can keep at most {count} addresses. Delete one first.',
  addressAlreadySaved: 'This address is already in your address book.',
  savedAddressNotFound: 'Saved address not found.',
  settingsChanged: 'Your settings changed meanwhile. Please try again.',

  // Deposits.
  coinNotAcceptingDeposits: '{name} ({symbol}) is not accepting deposits.',
  depositHashTaken: 'This transaction hash was already submitted for a {currency} deposit.',
  depositWindowClosed:
    'Deposits are only allowed between {opens} - {closes}. Next window: {nextOpenAt}.',
  tooManyPendingDeposits:
    'You already have {count} deposits waiting for review. Please wait until an admin has reviewed some before submitting another.',
  proofNotFound: 'No proof was found for this transaction.',
  depositMissingInformation: 'Please enter the amount and upload a proof of transaction.',
  depositChooseCoin: 'Please choose the coin you deposited.',
  kesDepositedByMpesa: 'KES is deposited by M-Pesa, not with a proof.',
  depositInvalidAmount: 'Please enter a valid amount greater than zero.',
  depositAmountTooLarge: 'The amount is too large.',

  // Limits and verification (KYC).
  overLimitDay: 'This is over your limit. You can {action} {amount} KES more in the next 24 hours.',
  overLimitMonth:
    'This is over your limit. You can {action} {amount} KES more in the next 30 days.',
  overLimitDayVerify:
    'This is over your limit. You can {action} {amount} KES more in the next 24 hours. Verify your account to raise your limits.',
  overLimitMonthVerify:
    'This is over your limit. You can {action} {amount} KES more in the next 30 days. Verify your account to raise your limits.',
  waitForCode: 'Please wait {seconds} seconds before asking for another code.',
  tooManyCodes: 'Too many codes were sent. Please try again in an hour.',
  phoneAlreadyVerified: 'Your phone number is already verified.',
  phoneTakenElsewhere: 'This number is already verified on another account.',
  smsFailed: 'We could not send the SMS. Please try again shortly.',
  noCodeWaiting: 'There is no code waiting. Ask for a new one.',
  codeExpired: 'This code has expired. Ask for a new one.',
  tooManyWrongCodes: 'Too many wrong codes. Ask for a new one.',
  wrongCodeTriesLeft: 'That code is not right. {left} tries left.',
  wrongCodeOneTryLeft: 'That code is not right. 1 try left.',
  imageNotYours: 'This image was not uploaded from your account. Please upload it again.',
  imageRepeated: 'Use a different image for each side and the selfie.',
  uploadBackOf: 'Upload the back of your {document}.',
  identityAlreadyVerified: 'Your identity is already verified.',
  verifyPhoneFirst: 'Please verify your phone number first.',
  documentsWaiting: 'Your documents are already waiting for review.',
  noSuchImage: 'No such image.',
  noSuchSubmission: 'No such submission.',
  submissionReviewed: 'This submission has already been reviewed.',

  // Uploaded images.
  imageTooLarge: 'The image is larger than 5 MB.',
  imageWrongType: 'The {label} must be a PNG, JPEG or WebP image.',
  imageExtraData:
    'The image file contains extra data after the picture (a motion photo or a hidden file) and was refused. Please send a plain screenshot instead.',
  imageUnreadable: 'The image could not be read. It may be damaged; please upload another one.',
  imageTooManyPixels: 'The image has too many pixels (at most {megapixels} megapixels).',
  uploadOneImage: 'Attach one image only.',
  uploadTooManyFields: 'The form has too many fields.',
  uploadForbiddenField: 'The form has a field with a forbidden name.',
  uploadPlainText: 'The form fields must be plain text.',
  uploadMultipart: 'Send the form as multipart/form-data with the image attached.',
  uploadUnreadable: 'The upload could not be read. Please try again.',
  noSuchCoinIcon: 'No such coin icon.',

  // Transactions, statements and approvals.
  transactionNotFound: 'Transaction not found.',
  transactionAlreadyDecided: 'This transaction is already {status}.',
  onlyCryptoDecided:
    'Only crypto deposits and withdrawals are approved or rejected here; this is a {method} {type}.',
  selfApproval:
    'You cannot decide a request of your own or adjust your own balance; another admin must.',
  fourEyesRequired:
    'You have already approved this. A second, different admin must give the other approval.',
  ownerSuspended:
    'The owner of this withdrawal ({username}) is suspended. To approve it anyway, type their username to confirm.',
  statementDateUnknown: '{date} is not a date Soko has statements for.',
  statementPeriodBackwards: 'The period must end on or after the day it starts.',
  statementPeriodTooLong: 'A statement covers at most {maxDays} days; this period has {days}.',

  // Admin: balances, coins, pairs and settings.
  adjustmentAmountInvalid:
    'The amount must be a non-zero {currency} amount with at most {decimals} decimals.',
  adjustmentNotFound: 'Adjustment not found.',
  adjustmentAlreadyDecided: 'This adjustment is already {status}.',
  notACurrency: '{currency} is not a currency on Soko.',
  debitBelowZero:
    'This debit would take the balance below zero: the user has {available} {currency} available.',
  coinNotFoundAdmin: 'Coin not found',
  coinExists: 'A coin with symbol {symbol} already exists.',
  pairExists: 'This trading pair already exists',
  pairBothRequired: 'Please select both base and quote currencies',
  pairMustDiffer: 'Base and quote currencies must be different',
  pairQuoteChoice: 'The quote currency must be KES or USDT.',
  pairSizeNotANumber: 'Please enter a valid amount',
  pairSizeDecimals: 'Order sizes have at most 6 decimals.',
  pairMinPositive: 'The minimum order size must be greater than 0.',
  pairMaxBelowMin: 'The maximum order size must be at least the minimum.',
  pairMaxTooLarge: 'The maximum order size is at most 1000000000.',
  pairUsdtMissing: 'Add the USDT coin before creating pairs quoted in USDT.',
  thresholdInvalid: 'A KES amount such as 100000 or 2500.50.',
  withdrawalFeeInvalid: 'The withdrawal fee is 0 to 30 percent in steps of 0.5.',
  depositWindowBackwards:
    'The deposit window must open before it closes (it would open at {opens} and close at {closes}).',
  enrolFirst:
    'Set up two-factor authentication for your own account first (My Account → Two-factor authentication), then turn this on; otherwise it would lock you out of the admin area.',
  exciseRateInvalid: 'The excise rate is a percent from 0 to 100.',
  excisePastDay: 'A new excise rate applies from today or a later day, never from the past.',
  exciseOutOfOrder:
    'A rate from {day} is already set: a new excise rate applies from {day} or a later day (a rate for that same day replaces the announced one).',
  exciseChooseDay: 'Choose {day} or a later day.',
  exciseTooFarAhead:
    'A new excise rate is announced at most a year ahead: choose {day} or an earlier day.',

  // The shared schemas' field messages, which a VALIDATION_ERROR carries as they are.
  schemaACurrencySymbolSuch: 'A currency symbol such as KES or USDT.',
  schemaAFeeCannotBe: 'A fee cannot be negative.',
  schemaASignedDecimalAmount: 'A signed decimal amount such as 250.00 or -250.00.',
  schemaAtMost500Characters: 'At most 500 characters.',
  schemaCodeIsTooLong: 'Code is too long',
  schemaCurrentPasswordIsRequired: 'Current password is required',
  schemaEmailIsRequired: 'Email is required',
  schemaEmailIsTooLong: 'Email is too long',
  schemaEnterAValidEmail: 'Enter a valid email address.',
  schemaEnterAnAmountIn: 'Enter an amount in KES, e.g. 20000.',
  schemaEnterThe6Digit: 'Enter the 6-digit code',
  schemaEnterThe6DigitCode: 'Enter the 6-digit code from the SMS.',
  schemaEnterThe6DigitCodeFrom: 'Enter the 6-digit code from your authenticator app.',
  schemaEnterTheDocumentNumber: 'Enter the document number: 5 to 20 letters and digits.',
  schemaEnterYourCurrentPassword: 'Enter your current password',
  schemaGiveAReason: 'Give a reason.',
  schemaGiveTheAddressA: 'Give the address a label.',
  schemaKesIsThePlatform: 'KES is the platform currency, not a coin.',
  schemaNotADecimalAmount: 'Not a decimal amount',
  schemaNothingToChange: 'Nothing to change',
  schemaPasswordIsRequired: 'Password is required',
  schemaPasswordsDoNotMatch: 'Passwords do not match',
  schemaPleaseConfirmYourNew: 'Please confirm your new password',
  schemaPleaseConfirmYourPassword: 'Please confirm your password',
  schemaPleaseEnterAValid: 'Please enter a valid amount (at most 8 decimals).',
  schemaPleaseEnterTheAddress: 'Please enter the address and the amount.',
  schemaPleaseEnterTheAddressOnly: 'Please enter the address.',
  schemaSayWhyTheTrader: 'Say why: the trader sees this reason in their history.',
  schemaTheAddressIsAt: 'The address is at most 300 characters.',
  schemaTheAddressMayHold: 'The address may hold only letters, digits, : . _ and -.',
  schemaTheCoolDownIs: 'The cool-down is 0 to 168 hours.',
  schemaTheDepositWindowMust: 'The deposit window must open before it closes.',
  schemaTheEmailAddressIs: 'The email address is too long.',
  schemaTheExciseRateIs: 'The excise rate is a percent from 0 to 100 with at most 2 decimals.',
  schemaTheLabelIsAt: 'The label is at most 40 characters.',
  schemaTheNameIsAt: 'The name is at most 60 characters.',
  schemaThePaymentChannelId: 'The payment channel id is a number of up to 12 digits.',
  schemaTheTransactionHashIs: 'The transaction hash is too long.',
  schemaTheTransactionHashMay: 'The transaction hash may hold only letters, digits, : _ and -.',
  schemaTheWithdrawalFeeMoves: 'The withdrawal fee moves in steps of 0.5.',
  schemaUnknownCurrency: 'Unknown currency',
  schemaUseHhMm24: 'Use HH:MM (24-hour)',
  schemaUseADateAs: 'Use a date as YYYY-MM-DD.',
  schemaUseADateLike: 'Use a date like 2026-03-31 (YYYY-MM-DD)',
  schemaUseAMonthAs: 'Use a month as YYYY-MM.',
  schemaUseADateFrom: 'Use a date from the year 1 to 9999.',
  schemaUsernameIsRequired: 'Username is required',
  schemaUsernameMayContainOnly: 'Username may contain only letters, numbers and underscores',
  schemaUsernameMustBeAt: 'Username must be at least 3 characters',
  schemaUsernameMustBeAtMost: 'Username must be at most 30 characters',
  schemaYouMustAcceptThe: 'You must accept the terms and conditions',
} as const;
