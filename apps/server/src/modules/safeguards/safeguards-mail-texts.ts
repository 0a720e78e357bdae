import { formatNairobiMoment } from '../../domain/deposit-window.js';
import { nairobiMomentIn, type InLanguages } from '../../lib/reader-language.js';

interface AddressSaved {
  username: string;
  currency: string;
  label: string;
  address: string;
  network: string;
  usableFrom: Date;
}

/** The withdrawal-safeguard emails, in English and Kiswahili (decisions.md 28). */
export const SAFEGUARDS_MAIL_TEXTS: InLanguages<{
  addressSaved: (mail: AddressSaved) => { subject: string; text: string };
  switchOff: (username: string, endsAt: Date) => { subject: string; text: string };
}> = {
  en: {
    addressSaved: (m) => ({
      subject: 'Soko: a withdrawal address was saved to your account',
      text:
        `Hello ${m.username},\n\n` +
        `A ${m.currency} withdrawal address was saved to your address book:\n\n` +
        `  Label:   ${m.label}\n  Address: ${m.address}\n  Network: ${m.network}\n\n` +
        `With "only to saved addresses" on, it can be used from ` +
        `${formatNairobiMoment(m.usableFrom)} (Nairobi time).\n\n` +
        'If this was not you, change your password now and delete the address in Settings.\n',
    }),
    switchOff: (username, endsAt) => ({
      subject: 'Soko: "only to saved addresses" is being switched off',
      text:
        `Hello ${username},\n\n` +
        '"Only to saved addresses" was switched off on your account. Until ' +
        `${formatNairobiMoment(endsAt)} (Nairobi time) withdrawals still go only to saved ` +
        'addresses.\n\nIf this was not you, switch it back on in Settings and change your password.\n',
    }),
  },
  sw: {
    addressSaved: (m) => ({
      subject: 'Soko: anwani ya kutoa pesa imehifadhiwa kwenye akaunti yako',
      text:
        `Habari ${m.username},\n\n` +
        `Anwani ya kutoa ${m.currency} imehifadhiwa kwenye orodha yako ya anwani:\n\n` +
        `  Jina:     ${m.label}\n  Anwani:   ${m.address}\n  Mtandao:  ${m.network}\n\n` +
        `Ukiwa umewasha "kutoa kwa anwani zilizohifadhiwa pekee", inaweza kutumika kuanzia ` +
        `${nairobiMomentIn('sw', m.usableFrom)} (saa za Nairobi).\n\n` +
        'Kama si wewe, badilisha nenosiri lako sasa na ufute anwani hiyo kwenye Mipangilio.\n',
    }),
    switchOff: (username, endsAt) => ({
      subject: 'Soko: "kutoa kwa anwani zilizohifadhiwa pekee" kinazimwa',
      text:
        `Habari ${username},\n\n` +
        '"Kutoa kwa anwani zilizohifadhiwa pekee" kimezimwa kwenye akaunti yako. Hadi ' +
        `${nairobiMomentIn('sw', endsAt)} (saa za Nairobi) pesa bado zitatolewa kwa anwani ` +
        'zilizohifadhiwa pekee.\n\nKama si wewe, kiwashe tena kwenye Mipangilio na ubadilishe nenosiri lako.\n',
    }),
  },
};
