import { FORGOT_PASSWORD_MESSAGE, RESET_LINK_INVALID } from '../../../contract/password.ts';
import { SUBSCRIBED_MESSAGE, UNSUBSCRIBED_MESSAGE } from '../../../contract/newsletter.ts';

// Accounts (shoppers and the seller), passwords, addresses and the newsletter.
export const accountWords = {
  accountCreated: 'Account created',
  loggedIn: 'Logged in',
  sellerLoggedIn: 'Logged In',
  loggedOut: 'Logged Out',
  wrongEmailOrPassword: 'Invalid email or password.',
  emailTaken: 'An account with this email already exists. Please log in.',
  tooManySignIns: (wait: string) =>
    `Too many failed sign-in attempts. Please try again in ${wait}.`,
  tooManySignUps: (wait: string) =>
    `Too many sign-ups from your network. Please try again in ${wait}.`,

  forgotPasswordSent: FORGOT_PASSWORD_MESSAGE,
  resetLinkInvalid: RESET_LINK_INVALID,
  tooManyResets: (wait: string) => `Too many password reset requests. Please try again in ${wait}.`,
  passwordChangedLogIn: 'Your password has been changed. Please log in.',
  passwordChanged: 'Your password has been changed.',
  wrongCurrentPassword: 'Your current password is not right.',
  signedOutOthers: (count: number) =>
    count === 1 ? 'Signed out of 1 other device.' : `Signed out of ${count} other devices.`,

  addressAdded: 'Address added successfully',
  addressUpdated: 'Address updated',
  addressRemoved: 'Address removed',
  defaultAddressSet: 'Default address set',
  addressNotYours: 'This address was not found in your account.',
  tooManyAddresses: (max: number) => `You can save at most ${max} addresses.`,
  pincodeSixDigits: 'PIN code must be 6 digits',
  pincodeUnknown: (pincode: string) =>
    `PIN code ${pincode} is not in India Post's list: please type the city and state.`,

  subscribed: SUBSCRIBED_MESSAGE,
  unsubscribed: UNSUBSCRIBED_MESSAGE,
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid.',
  tooManyNewsletterSignUps: (wait: string) =>
    `Too many sign-ups for the newsletter. Please try again in ${wait}.`,
};
