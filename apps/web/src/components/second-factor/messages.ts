/** English texts of the second-factor pieces and screens, by message id (the catalogues spread them). */
export const SECOND_FACTOR_MESSAGES = {
  'secondFactor.code': 'Code from the app',
  'secondFactor.recoveryCode': 'Recovery code',
  'secondFactor.setup.scan':
    'Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), then enter the 6-digit code it shows.',
  'secondFactor.setup.qrAlt': 'QR code to add this account to an authenticator app',
  'secondFactor.setup.manual': 'Cannot scan? Enter this key in the app:',
  'secondFactor.setup.copyKey': 'Copy the key',
  'secondFactor.setup.confirm': 'Confirm',
  'secondFactor.codes.heading': 'Your recovery codes',
  'secondFactor.codes.text':
    'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are not shown again.',
  'secondFactor.codes.list': 'Recovery codes',
  'secondFactor.codes.copy': 'Copy',
  'secondFactor.codes.download': 'Download',
  'secondFactor.codes.copied': 'The recovery codes were copied.',
  'secondFactor.codes.fileHeading': 'Recovery codes for {email} ({date}). Each works once.',
  'secondFactor.keyCopied': 'The key was copied.',
  'secondFactor.copyFailed': 'The browser did not allow copying: select the text and copy it.',
  'secondFactor.passkey.cancelled': 'No passkey was used. Try again when you are ready.',
  'secondFactor.passkey.unsupported': 'This browser cannot use passkeys.',
  'secondFactor.passkey.alreadyAdded': 'This device already holds one of your passkeys.',
  'secondFactor.passkey.failed': 'The passkey could not be used on this device.',
  'secondFactor.stepUp.title': 'Confirm it is you',
  'secondFactor.stepUp.text':
    'This action asks you to confirm it is you. Your form stays as it is and is sent once you have.',
  'secondFactor.stepUp.confirm': 'Confirm',
  'secondFactor.stepUp.noWay':
    'Your sign-in is older than the time allowed for this action. Sign in again through single sign-on, or set up an authenticator app or a passkey in your profile to confirm without signing out.',
  'secondFactor.stepUp.useApp': 'Use the code from the app',
  'secondFactor.stepUp.usePasskey': 'Use a passkey',
  'secondFactor.stepUp.useRecoveryCode': 'Use a recovery code',
  'secondFactor.stepUp.usePassword': 'Use your password',
} as const;

export const SECOND_FACTOR_MESSAGES_IT: Record<keyof typeof SECOND_FACTOR_MESSAGES, string> = {
  'secondFactor.code': 'Codice dell’app',
  'secondFactor.recoveryCode': 'Codice di recupero',
  'secondFactor.setup.scan':
    'Inquadra questo codice QR con un’app di autenticazione (Google Authenticator, Microsoft Authenticator, 1Password…), poi inserisci il codice di 6 cifre che mostra.',
  'secondFactor.setup.qrAlt': 'Codice QR per aggiungere questo account a un’app di autenticazione',
  'secondFactor.setup.manual': 'Non riesci a inquadrarlo? Inserisci questa chiave nell’app:',
  'secondFactor.setup.copyKey': 'Copia la chiave',
  'secondFactor.setup.confirm': 'Conferma',
  'secondFactor.codes.heading': 'I tuoi codici di recupero',
  'secondFactor.codes.text':
    'Ogni codice ti fa accedere una volta se perdi il telefono. Conservali in un posto sicuro: non vengono mostrati di nuovo.',
  'secondFactor.codes.list': 'Codici di recupero',
  'secondFactor.codes.copy': 'Copia',
  'secondFactor.codes.download': 'Scarica',
  'secondFactor.codes.copied': 'I codici di recupero sono stati copiati.',
  'secondFactor.codes.fileHeading': 'Codici di recupero per {email} ({date}). Ognuno vale una volta.',
  'secondFactor.keyCopied': 'La chiave è stata copiata.',
  'secondFactor.copyFailed': 'Il browser non consente di copiare: seleziona il testo e copialo.',
  'secondFactor.passkey.cancelled': 'Nessuna passkey è stata usata. Riprova quando vuoi.',
  'secondFactor.passkey.unsupported': 'Questo browser non può usare le passkey.',
  'secondFactor.passkey.alreadyAdded': 'Questo dispositivo ha già una delle tue passkey.',
  'secondFactor.passkey.failed': 'Non è stato possibile usare la passkey su questo dispositivo.',
  'secondFactor.stepUp.title': 'Conferma che sei tu',
  'secondFactor.stepUp.text':
    'Questa azione chiede di confermare che sei tu. Il modulo resta com’è e viene inviato appena confermi.',
  'secondFactor.stepUp.confirm': 'Conferma',
  'secondFactor.stepUp.noWay':
    'Il tuo accesso è più vecchio del tempo consentito per questa azione. Accedi di nuovo con il single sign-on, oppure configura un’app di autenticazione o una passkey nel profilo per confermare senza uscire.',
  'secondFactor.stepUp.useApp': 'Usa il codice dell’app',
  'secondFactor.stepUp.usePasskey': 'Usa una passkey',
  'secondFactor.stepUp.useRecoveryCode': 'Usa un codice di recupero',
  'secondFactor.stepUp.usePassword': 'Usa la password',
};
