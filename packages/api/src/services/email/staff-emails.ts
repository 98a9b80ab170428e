import { type Locale } from '@backoffice/shared';

import { escapeHtml } from '@backoffice/shared';

interface StaffEmail {
  subject: string;
  html: string;
}

const layout = (paragraphs: string[]) =>
  `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${paragraphs.map((text) => `<p>${text}</p>`).join('')}</body></html>`;

/** The "forgot password" email, in the language the request was made in. */
export function passwordResetEmail(locale: Locale, email: string, link: string): StaffEmail {
  const address = escapeHtml(email);
  const anchor = (label: string) => `<a href="${escapeHtml(link)}">${label}</a>`;
  return locale === 'it'
    ? {
        subject: 'Reimposta la password del back office',
        html: layout([
          `È stato chiesto di reimpostare la password dell’account ${address}.`,
          anchor('Scegli una nuova password'),
          'Il link funziona una sola volta, per 30 minuti. Se non l’hai chiesto tu, ignora questa email: la password resta quella di prima.',
        ]),
      }
    : {
        subject: 'Reset your back office password',
        html: layout([
          `Someone asked to reset the password of the account ${address}.`,
          anchor('Choose a new password'),
          'The link works once, for 30 minutes. If you did not ask for it, ignore this email: your password stays as it is.',
        ]),
      };
}

/** The invitation to join a company, in the language the inviter works in. */
export function invitationEmail(locale: Locale, company: string, link: string): StaffEmail {
  const name = escapeHtml(company);
  const anchor = (label: string) => `<a href="${escapeHtml(link)}">${label}</a>`;
  return locale === 'it'
    ? {
        subject: `Invito a unirti a ${company}`,
        html: layout([
          `Sei stato invitato a lavorare per ${name} nel back office.`,
          anchor('Apri i tuoi inviti per accettarlo o rifiutarlo'),
        ]),
      }
    : {
        subject: `You are invited to join ${company}`,
        html: layout([
          `You have been invited to work for ${name} in the back office.`,
          anchor('Open your invitations to accept or decline it'),
        ]),
      };
}

/** The invitation to join a company sent to an address no account has: register with it first. */
export function invitationToRegisterEmail(locale: Locale, company: string, link: string): StaffEmail {
  const name = escapeHtml(company);
  const anchor = (label: string) => `<a href="${escapeHtml(link)}">${label}</a>`;
  return locale === 'it'
    ? {
        subject: `Invito a unirti a ${company}`,
        html: layout([
          `Sei stato invitato a lavorare per ${name} nel back office.`,
          anchor('Registrati con questo indirizzo email'),
          'Quando un amministratore avrà attivato il tuo account, troverai l’invito tra le tue aziende. Se non conosci questa azienda, ignora questa email.',
        ]),
      }
    : {
        subject: `You are invited to join ${company}`,
        html: layout([
          `You have been invited to work for ${name} in the back office.`,
          anchor('Register with this email address'),
          'Once an administrator has activated your account, the invitation waits among your companies. If you do not know this company, ignore this email.',
        ]),
      };
}

/** Told to an account's owner when someone registers with its address (the answer says nothing). */
export function registrationAttemptEmail(
  locale: Locale,
  email: string,
  links: { signIn: string; resetPassword: string },
): StaffEmail {
  const address = escapeHtml(email);
  const anchor = (link: string, label: string) => `<a href="${escapeHtml(link)}">${label}</a>`;
  return locale === 'it'
    ? {
        subject: 'Qualcuno ha provato a registrarsi con il tuo indirizzo',
        html: layout([
          `Qualcuno ha provato a registrare un nuovo account del back office con l’indirizzo ${address}, che ha già un account. Non è stato creato nulla e il tuo account non è cambiato.`,
          `Se eri tu: ${anchor(links.signIn, 'accedi')} oppure, se non ricordi la password, ${anchor(links.resetPassword, 'reimpostala')}.`,
          'Se non eri tu, ignora questa email.',
        ]),
      }
    : {
        subject: 'Someone tried to register with your address',
        html: layout([
          `Someone tried to register a new back office account with the address ${address}, which already has an account. Nothing was created and your account is unchanged.`,
          `If it was you: ${anchor(links.signIn, 'sign in')} or, if you forgot your password, ${anchor(links.resetPassword, 'reset it')}.`,
          'If it was not you, ignore this email.',
        ]),
      };
}

/** What changed in a person's two-step sign-in, as the notice tells it. */
export type SignInFactorChange =
  | 'app_added'
  | 'app_removed'
  | 'passkey_added'
  | 'passkey_removed'
  | 'recovery_codes_renewed'
  | 'recovery_code_used'
  | 'reset_by_administrator';

const FACTOR_CHANGE_TEXT: Record<Locale, Record<SignInFactorChange, string>> = {
  en: {
    app_added: 'An authenticator app was set up',
    app_removed: 'The authenticator app was removed',
    passkey_added: 'A passkey was added',
    passkey_removed: 'A passkey was removed',
    recovery_codes_renewed: 'New recovery codes were made (the old ones no longer work)',
    recovery_code_used: 'A recovery code was used to sign in',
    reset_by_administrator: 'An administrator removed your second factors and ended your sessions',
  },
  it: {
    app_added: 'È stata configurata un’app di autenticazione',
    app_removed: 'L’app di autenticazione è stata rimossa',
    passkey_added: 'È stata aggiunta una passkey',
    passkey_removed: 'È stata rimossa una passkey',
    recovery_codes_renewed: 'Sono stati creati nuovi codici di recupero (i precedenti non valgono più)',
    recovery_code_used: 'È stato usato un codice di recupero per accedere',
    reset_by_administrator: 'Un amministratore ha rimosso i tuoi secondi fattori e chiuso le tue sessioni',
  },
};

/**
 * Told to a person whenever their two-step sign-in changes or a recovery code is spent: someone
 * holding their password and session could otherwise weaken it unseen.
 */
export function signInFactorNoticeEmail(
  locale: Locale,
  change: SignInFactorChange,
  profile: string,
): StaffEmail {
  const what = FACTOR_CHANGE_TEXT[locale][change];
  const link = `<a href="${escapeHtml(profile)}">${locale === 'it' ? 'il tuo profilo' : 'your profile'}</a>`;
  return locale === 'it'
    ? {
        subject: 'Il tuo accesso in due passaggi è cambiato',
        html: layout([
          `${what} nel tuo account del back office.`,
          'Se sei stato tu, non devi fare nulla.',
          `Se non sei stato tu, cambia subito la password, controlla l’accesso in due passaggi in ${link} e avvisa il tuo amministratore.`,
        ]),
      }
    : {
        subject: 'Your two-step sign-in changed',
        html: layout([
          `${what} on your back office account.`,
          'If it was you, there is nothing to do.',
          `If it was not you, change your password now, check the two-step sign-in of ${link} and tell your administrator.`,
        ]),
      };
}
