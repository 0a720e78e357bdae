import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorMessageKey } from '@soko/shared';

/**
 * The server's refusals in the language on screen (issue 17), by the key and parameters the
 * server sends next to its English `message`. Each text is packages/shared's ERROR_MESSAGES
 * sentence with the same {placeholders}; a key missing here fails the type check, and
 * error-texts.test.ts checks the placeholders match.
 */
export const ERROR_TEXTS: Record<ErrorMessageKey, MessageDescriptor> = {
  // Sessions, access and the request itself.
  logIn: msg({ message: 'Please log in.' }),
  logInToContinue: msg({ message: 'Please log in to continue' }),
  logInToWithdraw: msg({ message: 'Please log in to withdraw funds.' }),
  signInDeposit: msg({ message: 'Please sign in to make a deposit' }),
  signInWithdrawal: msg({ message: 'Please sign in to make a withdrawal' }),
  accountSuspended: msg({ message: 'Your account is suspended.' }),
  accountSuspendedContactSupport: msg({
    message: 'Your account has been suspended. Please contact support.',
  }),
  noAccess: msg({ message: 'You do not have access to this page' }),
  adminMfaRequired: msg({
    message: 'Admins must turn on two-factor authentication before using the admin area.',
  }),
  csrfFailed: msg({ message: 'Invalid or missing CSRF token' }),
  tooManyRequests: msg({ message: 'Too many requests. Please wait {after} and try again.' }),
  serviceUnavailable: msg({
    message: 'The service is briefly unavailable. Please try again in a few seconds.',
  }),
  databaseUnreachable: msg({ message: 'The database is not reachable' }),
  internalError: msg({ message: 'Something went wrong on our side. Please try again.' }),
  requestTooLarge: msg({ message: 'The request is too large' }),
  requestInvalid: msg({ message: 'The request is not valid' }),
  addressTooLong: msg({ message: 'The address is too long.' }),
  addressInvalid: msg({ message: 'The address is not valid.' }),
  requestHasNul: msg({ message: 'The request contains a NUL character, which is not allowed.' }),
  requestHasBrokenText: msg({ message: 'The request contains text that is not valid Unicode.' }),
  idempotencyKeyInvalid: msg({
    message: 'The Idempotency-Key header must be 1 to 100 letters, digits or . _ : -',
  }),
  idempotencyKeyReused: msg({
    message: 'This Idempotency-Key was already used for a different request. Use a new key.',
  }),
  otherSiteRefused: msg({ message: 'Connections from other sites are refused.' }),
  webSocketOnly: msg({ message: 'This address only speaks WebSocket.' }),
  notFound: msg({ message: 'Not found' }),
  formInvalid: msg({ message: 'The form is not valid.' }),

  // Sign-in, registration and the account.
  invalidCredentials: msg({ message: 'Invalid email or password' }),
  usernameTaken: msg({ message: 'This username is already taken' }),
  emailTaken: msg({ message: 'An account with this email already exists' }),
  weakPassword: msg({
    message:
      'This password is too common or too easy to guess. Try a longer phrase of unrelated words.',
  }),
  tooManyLoginAttempts: msg({
    message: 'Too many login attempts. Try again in {minutes} minutes.',
  }),
  tooManyLoginAttemptsOneMinute: msg({
    message: 'Too many login attempts. Try again in 1 minute.',
  }),
  tooManyAccountsFromNetwork: msg({
    message:
      'Too many accounts were created from your network. Please try again in {minutes} minutes.',
  }),
  tooManyAccountsFromNetworkOneMinute: msg({
    message: 'Too many accounts were created from your network. Please try again in 1 minute.',
  }),
  tooManyRegistrations: msg({
    message:
      'We are receiving too many registrations right now. Please try again in {minutes} minutes.',
  }),
  tooManyRegistrationsOneMinute: msg({
    message: 'We are receiving too many registrations right now. Please try again in 1 minute.',
  }),
  invalidToken: msg({ message: 'This link is invalid or has expired. Please request a new one.' }),
  tooManyVerificationEmails: msg({
    message: 'Too many verification emails requested. Try again in an hour.',
  }),
  invalidMfaCode: msg({
    message: 'The code is not valid. Check your authenticator app and try again.',
  }),
  currentPasswordIncorrect: msg({ message: 'Current password is incorrect' }),
  currentPasswordForEmail: msg({ message: 'Enter your current password to change your email' }),
  codeForEmail: msg({ message: 'Enter the code from your authenticator app to change your email' }),
  mfaAlreadyEnabled: msg({ message: 'Two-factor authentication is already enabled' }),
  mfaNotEnabled: msg({ message: 'Two-factor authentication is not enabled' }),
  mfaSetupFirst: msg({ message: 'Start two-factor setup before entering a code' }),
  mfaSetupChanged: msg({ message: 'Two-factor setup changed meanwhile. Please start again.' }),
  userNotFound: msg({ message: 'User not found' }),
  userNotFoundPeriod: msg({ message: 'User not found.' }),
  cannotRemoveOwnAdmin: msg({ message: 'You cannot remove your own admin role.' }),
  cannotSuspendSelf: msg({ message: 'You cannot suspend your own account.' }),

  // Orders and trades.
  orderNotFound: msg({ message: 'The selected order is no longer available' }),
  selfTrade: msg({ message: 'You cannot trade your own order' }),
  orderAlreadyDone: msg({ message: 'This order is already {status}.' }),
  noSuchPair: msg({ message: 'There is no {base}/{quote} trading pair' }),
  noSuchPairPeriod: msg({ message: 'There is no {base}/{quote} trading pair.' }),
  pairInactive: msg({ message: 'This trading pair is not active at the moment' }),
  tooManyOpenOrders: msg({
    message: 'You already have {count} open orders. Cancel some of them before placing another.',
  }),
  amountPriceNotPositive: msg({ message: 'Amount and price must be positive numbers' }),
  amountDecimals: msg({ message: 'Amount can have at most {decimals} decimals (step 0.000001)' }),
  priceDecimals: msg({ message: 'Price can have at most {decimals} decimals (step 0.01)' }),
  amountTooLarge: msg({ message: 'Amount is too large' }),
  priceTooLarge: msg({ message: 'Price is too large' }),
  orderTooSmall: msg({ message: 'Minimum order size is {minimum} {base}' }),
  orderTooLarge: msg({ message: 'Maximum order size is {maximum} {base}' }),
  orderTotalTooSmall: msg({ message: 'Order total must be at least {smallest}' }),
  minFillDecimals: msg({
    message: 'Minimum per trade can have at most {decimals} decimals (step 0.000001)',
  }),
  minFillNotPositive: msg({ message: 'Minimum per trade must be a positive number' }),
  minFillAboveAmount: msg({
    message: 'Minimum per trade cannot be more than the order amount ({amount} {base})',
  }),
  minFillNotMet: msg({ message: 'Minimum amount per trade is {minimum} {base}' }),
  takeDecimals: msg({ message: 'Amount can have at most 6 decimals (minimum 0.000001)' }),
  takeInvalidAmount: msg({ message: 'Please enter a valid number' }),
  takeMinimum: msg({ message: 'Minimum amount is 0.000001' }),
  takeExceedsAvailable: msg({ message: 'Amount exceeds available ({left} {base})' }),
  takeTotalTooSmall: msg({ message: 'Amount is too small: the total must be at least {smallest}' }),
  crossesOwnOrder: msg({
    message: 'This order would cross your own open order. Cancel it or change the price.',
  }),
  tooSmallToMatch: msg({
    message:
      'This order is too small to trade at the best price on the book. Please enter a larger amount.',
  }),
  insufficientForOrder: msg({
    message: 'Insufficient balance. You need {need} but have {have} available.',
  }),
  tradingPairNotFound: msg({ message: 'Trading pair not found' }),

  // M-Pesa payments.
  emailNotVerifiedForWithdrawal: msg({
    message: 'Please verify your email address before withdrawing.',
  }),
  mpesaPositiveAmount: msg({ message: 'Amount must be a positive number' }),
  mpesaWholeShillings: msg({ message: 'M-Pesa amounts are whole shillings (no cents)' }),
  mpesaBelowMinimum: msg({ message: 'The smallest M-Pesa amount is {minimum} KES' }),
  mpesaAboveMaximum: msg({ message: 'The largest M-Pesa amount is {maximum} KES' }),
  invalidPhoneFormat: msg({ message: 'Invalid phone number format' }),
  notKenyanPhone: msg({ message: 'Must be a valid Kenyan phone number' }),
  tooManyPayments: msg({
    message:
      'You already have {count} M-Pesa payments in progress. Please wait for them to finish before starting another.',
  }),
  maxWithdrawal: msg({ message: 'Maximum withdrawal amount is {maximum} KES' }),
  initiateDepositFailed: msg({ message: 'Failed to initiate deposit: {reason}' }),
  initiateWithdrawalFailed: msg({ message: 'Failed to initiate withdrawal: {reason}' }),
  paymentNotFound: msg({ message: 'Payment not found.' }),

  // Crypto withdrawals and their safeguards.
  kesWithdrawnToMpesa: msg({ message: 'KES is withdrawn to M-Pesa, not to an address.' }),
  coinNotFound: msg({ message: 'Coin information not found.' }),
  withdrawalZeroAmount: msg({
    message: 'Invalid amount: Please enter a valid amount greater than zero.',
  }),
  withdrawalDecimals: msg({ message: 'Invalid amount: use at most {decimals} decimals.' }),
  withdrawalTooLarge: msg({ message: 'Invalid amount: the amount is too large.' }),
  withdrawalNothingAfterFee: msg({
    message:
      'Invalid amount: after the {percent}% withdrawal fee nothing would be left to send. Please enter a larger amount.',
  }),
  addressOtherNetwork: msg({
    message: 'Invalid address: a {symbol} address is {min} to {max} letters and digits.',
  }),
  addressWrongNetwork: msg({
    message:
      'Invalid address: this is not a valid {network} address for {symbol}. Check it and try again.',
  }),
  addressLooksLikeBitcoin: msg({
    message:
      'Invalid address: this is not a valid {network} address for {symbol}. It looks like a Bitcoin address; {symbol} is sent on {network}.',
  }),
  addressLooksLikeTron: msg({
    message:
      'Invalid address: this is not a valid {network} address for {symbol}. It looks like a TRON address; {symbol} is sent on {network}.',
  }),
  addressLooksLikeEvm: msg({
    message:
      'Invalid address: this is not a valid {network} address for {symbol}. It looks like an Ethereum-style address; {symbol} is sent on {network}.',
  }),
  tooManyPendingWithdrawals: msg({
    message:
      'You already have {count} pending withdrawals. Please wait until an admin has processed some before requesting another.',
  }),
  insufficientForWithdrawal: msg({
    message: 'Insufficient balance. You can withdraw at most {most}.',
  }),
  totpRequired: msg({
    message: 'Enter the 6-digit code from your authenticator app to confirm this withdrawal.',
  }),
  totpInvalid: msg({
    message: 'That code is not valid. Enter the current 6-digit code from your authenticator app.',
  }),
  addressNotSaved: msg({
    message:
      'You allow withdrawals only to saved addresses. Save this address in your address book first (Settings → Withdrawal addresses).',
  }),
  notInAddressBook: msg({ message: 'Not in your address book.' }),
  addressNotYetUsable: msg({
    message: 'The saved address "{label}" can be used from {from} (Nairobi time).',
  }),
  usableFrom: msg({ message: 'Usable from {from}.' }),
  pausedPasswordChange: msg({
    message:
      'Withdrawals are paused because your password was changed. They resume on {resumesAt} (Nairobi time).',
  }),
  pausedPasswordReset: msg({
    message:
      'Withdrawals are paused because your password was reset. They resume on {resumesAt} (Nairobi time).',
  }),
  pausedEmailChange: msg({
    message:
      'Withdrawals are paused because your email address was changed. They resume on {resumesAt} (Nairobi time).',
  }),
  pausedMfaDisabled: msg({
    message:
      'Withdrawals are paused because two-factor authentication was turned off. They resume on {resumesAt} (Nairobi time).',
  }),
  tooManySavedAddresses: msg({
    message: 'You can keep at most {count} addresses. Delete one first.',
  }),
  addressAlreadySaved: msg({ message: 'This address is already in your address book.' }),
  savedAddressNotFound: msg({ message: 'Saved address not found.' }),
  settingsChanged: msg({ message: 'Your settings changed meanwhile. Please try again.' }),

  // Deposits.
  coinNotAcceptingDeposits: msg({ message: '{name} ({symbol}) is not accepting deposits.' }),
  depositHashTaken: msg({
    message: 'This transaction hash was already submitted for a {currency} deposit.',
  }),
  depositWindowClosed: msg({
    message: 'Deposits are only allowed between {opens} - {closes}. Next window: {nextOpenAt}.',
  }),
  tooManyPendingDeposits: msg({
    message:
      'You already have {count} deposits waiting for review. Please wait until an admin has reviewed some before submitting another.',
  }),
  proofNotFound: msg({ message: 'No proof was found for this transaction.' }),
  depositMissingInformation: msg({
    message: 'Please enter the amount and upload a proof of transaction.',
  }),
  depositChooseCoin: msg({ message: 'Please choose the coin you deposited.' }),
  kesDepositedByMpesa: msg({ message: 'KES is deposited by M-Pesa, not with a proof.' }),
  depositInvalidAmount: msg({ message: 'Please enter a valid amount greater than zero.' }),
  depositAmountTooLarge: msg({ message: 'The amount is too large.' }),

  // Limits and verification (KYC).
  overLimitDay: msg({
    message: 'This is over your limit. You can {action} {amount} KES more in the next 24 hours.',
  }),
  overLimitMonth: msg({
    message: 'This is over your limit. You can {action} {amount} KES more in the next 30 days.',
  }),
  overLimitDayVerify: msg({
    message:
      'This is over your limit. You can {action} {amount} KES more in the next 24 hours. Verify your account to raise your limits.',
  }),
  overLimitMonthVerify: msg({
    message:
      'This is over your limit. You can {action} {amount} KES more in the next 30 days. Verify your account to raise your limits.',
  }),
  waitForCode: msg({ message: 'Please wait {seconds} seconds before asking for another code.' }),
  tooManyCodes: msg({ message: 'Too many codes were sent. Please try again in an hour.' }),
  phoneAlreadyVerified: msg({ message: 'Your phone number is already verified.' }),
  phoneTakenElsewhere: msg({ message: 'This number is already verified on another account.' }),
  smsFailed: msg({ message: 'We could not send the SMS. Please try again shortly.' }),
  noCodeWaiting: msg({ message: 'There is no code waiting. Ask for a new one.' }),
  codeExpired: msg({ message: 'This code has expired. Ask for a new one.' }),
  tooManyWrongCodes: msg({ message: 'Too many wrong codes. Ask for a new one.' }),
  wrongCodeTriesLeft: msg({ message: 'That code is not right. {left} tries left.' }),
  wrongCodeOneTryLeft: msg({ message: 'That code is not right. 1 try left.' }),
  imageNotYours: msg({
    message: 'This image was not uploaded from your account. Please upload it again.',
  }),
  imageRepeated: msg({ message: 'Use a different image for each side and the selfie.' }),
  uploadBackOf: msg({ message: 'Upload the back of your {document}.' }),
  identityAlreadyVerified: msg({ message: 'Your identity is already verified.' }),
  verifyPhoneFirst: msg({ message: 'Please verify your phone number first.' }),
  documentsWaiting: msg({ message: 'Your documents are already waiting for review.' }),
  noSuchImage: msg({ message: 'No such image.' }),
  noSuchSubmission: msg({ message: 'No such submission.' }),
  submissionReviewed: msg({ message: 'This submission has already been reviewed.' }),

  // Uploaded images.
  imageTooLarge: msg({ message: 'The image is larger than 5 MB.' }),
  imageWrongType: msg({ message: 'The {label} must be a PNG, JPEG or WebP image.' }),
  imageExtraData: msg({
    message:
      'The image file contains extra data after the picture (a motion photo or a hidden file) and was refused. Please send a plain screenshot instead.',
  }),
  imageUnreadable: msg({
    message: 'The image could not be read. It may be damaged; please upload another one.',
  }),
  imageTooManyPixels: msg({
    message: 'The image has too many pixels (at most {megapixels} megapixels).',
  }),
  uploadOneImage: msg({ message: 'Attach one image only.' }),
  uploadTooManyFields: msg({ message: 'The form has too many fields.' }),
  uploadForbiddenField: msg({ message: 'The form has a field with a forbidden name.' }),
  uploadPlainText: msg({ message: 'The form fields must be plain text.' }),
  uploadMultipart: msg({
    message: 'Send the form as multipart/form-data with the image attached.',
  }),
  uploadUnreadable: msg({ message: 'The upload could not be read. Please try again.' }),
  noSuchCoinIcon: msg({ message: 'No such coin icon.' }),

  // Transactions, statements and approvals.
  transactionNotFound: msg({ message: 'Transaction not found.' }),
  transactionAlreadyDecided: msg({ message: 'This transaction is already {status}.' }),
  onlyCryptoDecided: msg({
    message:
      'Only crypto deposits and withdrawals are approved or rejected here; this is a {method} {type}.',
  }),
  selfApproval: msg({
    message:
      'You cannot decide a request of your own or adjust your own balance; another admin must.',
  }),
  fourEyesRequired: msg({
    message:
      'You have already approved this. A second, different admin must give the other approval.',
  }),
  ownerSuspended: msg({
    message:
      'The owner of this withdrawal ({username}) is suspended. To approve it anyway, type their username to confirm.',
  }),
  statementDateUnknown: msg({ message: '{date} is not a date Soko has statements for.' }),
  statementPeriodBackwards: msg({ message: 'The period must end on or after the day it starts.' }),
  statementPeriodTooLong: msg({
    message: 'A statement covers at most {maxDays} days; this period has {days}.',
  }),

  // Admin: balances, coins, pairs and settings.
  adjustmentAmountInvalid: msg({
    message: 'The amount must be a non-zero {currency} amount with at most {decimals} decimals.',
  }),
  adjustmentNotFound: msg({ message: 'Adjustment not found.' }),
  adjustmentAlreadyDecided: msg({ message: 'This adjustment is already {status}.' }),
  notACurrency: msg({ message: '{currency} is not a currency on Soko.' }),
  debitBelowZero: msg({
    message:
      'This debit would take the balance below zero: the user has {available} {currency} available.',
  }),
  coinNotFoundAdmin: msg({ message: 'Coin not found' }),
  coinExists: msg({ message: 'A coin with symbol {symbol} already exists.' }),
  pairExists: msg({ message: 'This trading pair already exists' }),
  pairBothRequired: msg({ message: 'Please select both base and quote currencies' }),
  pairMustDiffer: msg({ message: 'Base and quote currencies must be different' }),
  pairQuoteChoice: msg({ message: 'The quote currency must be KES or USDT.' }),
  pairSizeNotANumber: msg({ message: 'Please enter a valid amount' }),
  pairSizeDecimals: msg({ message: 'Order sizes have at most 6 decimals.' }),
  pairMinPositive: msg({ message: 'The minimum order size must be greater than 0.' }),
  pairMaxBelowMin: msg({ message: 'The maximum order size must be at least the minimum.' }),
  pairMaxTooLarge: msg({ message: 'The maximum order size is at most 1000000000.' }),
  pairUsdtMissing: msg({ message: 'Add the USDT coin before creating pairs quoted in USDT.' }),
  thresholdInvalid: msg({ message: 'A KES amount such as 100000 or 2500.50.' }),
  withdrawalFeeInvalid: msg({ message: 'The withdrawal fee is 0 to 30 percent in steps of 0.5.' }),
  depositWindowBackwards: msg({
    message:
      'The deposit window must open before it closes (it would open at {opens} and close at {closes}).',
  }),
  enrolFirst: msg({
    message:
      'Set up two-factor authentication for your own account first (My Account → Two-factor authentication), then turn this on; otherwise it would lock you out of the admin area.',
  }),
  exciseRateInvalid: msg({ message: 'The excise rate is a percent from 0 to 100.' }),
  excisePastDay: msg({
    message: 'A new excise rate applies from today or a later day, never from the past.',
  }),
  exciseOutOfOrder: msg({
    message:
      'A rate from {day} is already set: a new excise rate applies from {day} or a later day (a rate for that same day replaces the announced one).',
  }),
  exciseChooseDay: msg({ message: 'Choose {day} or a later day.' }),
  exciseTooFarAhead: msg({
    message: 'A new excise rate is announced at most a year ahead: choose {day} or an earlier day.',
  }),

  // The shared schemas' field messages, which a VALIDATION_ERROR carries as they are.
  schemaACurrencySymbolSuch: msg({ message: 'A currency symbol such as KES or USDT.' }),
  schemaAFeeCannotBe: msg({ message: 'A fee cannot be negative.' }),
  schemaASignedDecimalAmount: msg({
    message: 'A signed decimal amount such as 250.00 or -250.00.',
  }),
  schemaAtMost500Characters: msg({ message: 'At most 500 characters.' }),
  schemaCodeIsTooLong: msg({ message: 'Code is too long' }),
  schemaCurrentPasswordIsRequired: msg({ message: 'Current password is required' }),
  schemaEmailIsRequired: msg({ message: 'Email is required' }),
  schemaEmailIsTooLong: msg({ message: 'Email is too long' }),
  schemaEnterAValidEmail: msg({ message: 'Enter a valid email address.' }),
  schemaEnterAnAmountIn: msg({ message: 'Enter an amount in KES, e.g. 20000.' }),
  schemaEnterThe6Digit: msg({ message: 'Enter the 6-digit code' }),
  schemaEnterThe6DigitCode: msg({ message: 'Enter the 6-digit code from the SMS.' }),
  schemaEnterThe6DigitCodeFrom: msg({
    message: 'Enter the 6-digit code from your authenticator app.',
  }),
  schemaEnterTheDocumentNumber: msg({
    message: 'Enter the document number: 5 to 20 letters and digits.',
  }),
  schemaEnterYourCurrentPassword: msg({ message: 'Enter your current password' }),
  schemaGiveAReason: msg({ message: 'Give a reason.' }),
  schemaGiveTheAddressA: msg({ message: 'Give the address a label.' }),
  schemaKesIsThePlatform: msg({ message: 'KES is the platform currency, not a coin.' }),
  schemaNotADecimalAmount: msg({ message: 'Not a decimal amount' }),
  schemaNothingToChange: msg({ message: 'Nothing to change' }),
  schemaPasswordIsRequired: msg({ message: 'Password is required' }),
  schemaPasswordsDoNotMatch: msg({ message: 'Passwords do not match' }),
  schemaPleaseConfirmYourNew: msg({ message: 'Please confirm your new password' }),
  schemaPleaseConfirmYourPassword: msg({ message: 'Please confirm your password' }),
  schemaPleaseEnterAValid: msg({ message: 'Please enter a valid amount (at most 8 decimals).' }),
  schemaPleaseEnterTheAddress: msg({ message: 'Please enter the address and the amount.' }),
  schemaPleaseEnterTheAddressOnly: msg({ message: 'Please enter the address.' }),
  schemaSayWhyTheTrader: msg({ message: 'Say why: the trader sees this reason in their history.' }),
  schemaTheAddressIsAt: msg({ message: 'The address is at most 300 characters.' }),
  schemaTheAddressMayHold: msg({
    message: 'The address may hold only letters, digits, : . _ and -.',
  }),
  schemaTheCoolDownIs: msg({ message: 'The cool-down is 0 to 168 hours.' }),
  schemaTheDepositWindowMust: msg({ message: 'The deposit window must open before it closes.' }),
  schemaTheEmailAddressIs: msg({ message: 'The email address is too long.' }),
  schemaTheExciseRateIs: msg({
    message: 'The excise rate is a percent from 0 to 100 with at most 2 decimals.',
  }),
  schemaTheLabelIsAt: msg({ message: 'The label is at most 40 characters.' }),
  schemaTheNameIsAt: msg({ message: 'The name is at most 60 characters.' }),
  schemaThePaymentChannelId: msg({
    message: 'The payment channel id is a number of up to 12 digits.',
  }),
  schemaTheTransactionHashIs: msg({ message: 'The transaction hash is too long.' }),
  schemaTheTransactionHashMay: msg({
    message: 'The transaction hash may hold only letters, digits, : _ and -.',
  }),
  schemaTheWithdrawalFeeMoves: msg({ message: 'The withdrawal fee moves in steps of 0.5.' }),
  schemaUnknownCurrency: msg({ message: 'Unknown currency' }),
  schemaUseHhMm24: msg({ message: 'Use HH:MM (24-hour)' }),
  schemaUseADateAs: msg({ message: 'Use a date as YYYY-MM-DD.' }),
  schemaUseADateLike: msg({ message: 'Use a date like 2026-03-31 (YYYY-MM-DD)' }),
  schemaUseAMonthAs: msg({ message: 'Use a month as YYYY-MM.' }),
  schemaUseADateFrom: msg({ message: 'Use a date from the year 1 to 9999.' }),
  schemaUsernameIsRequired: msg({ message: 'Username is required' }),
  schemaUsernameMayContainOnly: msg({
    message: 'Username may contain only letters, numbers and underscores',
  }),
  schemaUsernameMustBeAt: msg({ message: 'Username must be at least 3 characters' }),
  schemaUsernameMustBeAtMost: msg({ message: 'Username must be at most 30 characters' }),
  schemaYouMustAcceptThe: msg({ message: 'You must accept the terms and conditions' }),
};

type ParamWords = Partial<Record<string, Record<string, MessageDescriptor>>>;

/**
 * Parameters that are words, not figures: a status or an action the server names in English.
 * They are said in the language on screen too, per sentence, because Kiswahili agrees them with
 * the noun they describe (oda imeghairiwa, muamala umeidhinishwa, marekebisho yameidhinishwa).
 * A value not listed is shown as sent.
 */
export const PARAM_WORDS: Partial<Record<ErrorMessageKey, ParamWords>> = {
  orderAlreadyDone: {
    status: {
      filled: msg({ message: 'filled', context: 'an order' }),
      cancelled: msg({ message: 'cancelled', context: 'an order' }),
    },
  },
  transactionAlreadyDecided: {
    status: {
      approved: msg({ message: 'approved', context: 'a transaction' }),
      rejected: msg({ message: 'rejected', context: 'a transaction' }),
      forfeited: msg({ message: 'forfeited', context: 'a transaction' }),
      completed: msg({ message: 'completed', context: 'a transaction' }),
    },
  },
  adjustmentAlreadyDecided: {
    status: {
      approved: msg({ message: 'approved', context: 'an adjustment' }),
      rejected: msg({ message: 'rejected', context: 'an adjustment' }),
    },
  },
  onlyCryptoDecided: {
    type: {
      deposit: msg({ message: 'deposit', context: 'a kind of transaction' }),
      withdrawal: msg({ message: 'withdrawal', context: 'a kind of transaction' }),
    },
  },
};

const ACTION_WORDS = {
  action: {
    withdraw: msg({ message: 'withdraw', context: 'what a limit allows' }),
    deposit: msg({ message: 'deposit', context: 'what a limit allows' }),
  },
};
PARAM_WORDS.overLimitDay = ACTION_WORDS;
PARAM_WORDS.overLimitMonth = ACTION_WORDS;
PARAM_WORDS.overLimitDayVerify = ACTION_WORDS;
PARAM_WORDS.overLimitMonthVerify = ACTION_WORDS;
