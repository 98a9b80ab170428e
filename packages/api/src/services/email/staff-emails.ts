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
