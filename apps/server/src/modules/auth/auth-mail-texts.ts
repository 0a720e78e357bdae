import type { InLanguages } from '../../lib/reader-language.js';
import type { EmailTokenPurpose } from './email-tokens.repository.js';

interface MailText {
  subject: string;
  text: string;
}

/** The account emails, in English and Kiswahili (decisions.md 28). */
export const AUTH_MAIL_TEXTS: InLanguages<{
  link: (purpose: EmailTokenPurpose, username: string, link: string) => MailText;
  emailChanged: (username: string, oldEmail: string, newEmail: string) => MailText;
}> = {
  en: {
    link: (purpose, username, link) =>
      purpose === 'verify_email'
        ? {
            subject: 'Confirm your email address for Soko',
            text: `Hello ${username},\n\nPlease confirm your email address for Soko by opening this link:\n\n${link}\n\nThe link is valid for 48 hours. If you did not create a Soko account, ignore this email.\n`,
          }
        : {
            subject: 'Reset your Soko password',
            text: `Hello ${username},\n\nSomeone asked to reset the password of your Soko account. To choose a new password, open this link:\n\n${link}\n\nThe link is valid for 1 hour and works once. If you did not ask for this, ignore this email: your password stays as it is.\n`,
          },
    emailChanged: (username, oldEmail, newEmail) => ({
      subject: 'Your Soko email address was changed',
      text: `Hello ${username},\n\nThe email address of your Soko account was changed from ${oldEmail} to ${newEmail}. If you did not do this, reset your password and contact support at once.\n`,
    }),
  },
  sw: {
    link: (purpose, username, link) =>
      purpose === 'verify_email'
        ? {
            subject: 'Thibitisha barua pepe yako ya Soko',
            text: `Habari ${username},\n\nTafadhali thibitisha barua pepe yako ya Soko kwa kufungua kiungo hiki:\n\n${link}\n\nKiungo kinafanya kazi kwa saa 48. Kama hukufungua akaunti ya Soko, puuza barua pepe hii.\n`,
          }
        : {
            subject: 'Badilisha nenosiri lako la Soko',
            text: `Habari ${username},\n\nMtu ameomba kubadilisha nenosiri la akaunti yako ya Soko. Ili kuchagua nenosiri jipya, fungua kiungo hiki:\n\n${link}\n\nKiungo kinafanya kazi kwa saa 1 na mara moja tu. Kama hukuomba hivi, puuza barua pepe hii: nenosiri lako litabaki kama lilivyo.\n`,
          },
    emailChanged: (username, oldEmail, newEmail) => ({
      subject: 'Barua pepe ya akaunti yako ya Soko imebadilishwa',
      text: `Habari ${username},\n\nBarua pepe ya akaunti yako ya Soko imebadilishwa kutoka ${oldEmail} kwenda ${newEmail}. Kama si wewe uliyefanya hivi, badilisha nenosiri lako na uwasiliane na huduma kwa wateja mara moja.\n`,
    }),
  },
};
