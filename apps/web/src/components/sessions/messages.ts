/** English texts of the sessions table and screens, by message id (the catalogues spread them). */
export const SESSION_MESSAGES = {
  'sessions.list': 'Where you are signed in',
  'sessions.listOf': 'Where this user is signed in',
  'sessions.intro':
    'Every browser or app signed in to your account. End any you do not recognise, or every one but this one.',
  'sessions.userIntro':
    'Every browser or app signed in to this account. Ending a session signs it out on every instance within a second.',
  'sessions.col.device': 'Browser and system',
  'sessions.col.address': 'Address',
  'sessions.col.since': 'Signed in',
  'sessions.col.lastSeen': 'Last seen',
  'sessions.col.actions': 'Actions',
  'sessions.current': 'This session',
  'sessions.impersonation': 'An administrator acting as you',
  'sessions.method.totp': 'Password and authenticator app',
  'sessions.method.recovery_code': 'Password and a recovery code',
  'sessions.method.passkey': 'Passkey',
  'sessions.method.sso': 'Single sign-on',
  'sessions.unknownDevice': 'Unknown browser',
  'sessions.end': 'End',
  'sessions.endCurrent': 'Sign out',
  'sessions.endLabel': 'End the session of {device}',
  'sessions.endOthers': 'Sign out everywhere else',
  'sessions.endAll': 'End every session',
  'sessions.endConfirmTitle': 'End this session?',
  'sessions.endConfirmText': 'The browser or app using it is signed out at once.',
  'sessions.endAllConfirmText': 'Every browser or app signed in to this account is signed out at once.',
  'sessions.endOthersConfirmText':
    'Every other browser or app signed in to your account is signed out at once.',
  'sessions.ended': 'The session was ended.',
  'sessions.endedMany':
    '{count, plural, =0 {No other session was open.} one {# session was ended.} other {# sessions were ended.}}',
  'sessions.empty': 'No session is open.',
} as const;

export const SESSION_MESSAGES_IT: Record<keyof typeof SESSION_MESSAGES, string> = {
  'sessions.list': 'Dove hai effettuato l’accesso',
  'sessions.listOf': 'Dove questo utente ha effettuato l’accesso',
  'sessions.intro':
    'Ogni browser o app collegati al tuo account. Chiudi quelli che non riconosci, o tutti tranne questo.',
  'sessions.userIntro':
    'Ogni browser o app collegati a questo account. Una sessione chiusa si scollega su ogni istanza entro un secondo.',
  'sessions.col.device': 'Browser e sistema',
  'sessions.col.address': 'Indirizzo',
  'sessions.col.since': 'Accesso',
  'sessions.col.lastSeen': 'Ultimo uso',
  'sessions.col.actions': 'Azioni',
  'sessions.current': 'Questa sessione',
  'sessions.impersonation': 'Un amministratore che agisce come te',
  'sessions.method.totp': 'Password e app di autenticazione',
  'sessions.method.recovery_code': 'Password e un codice di recupero',
  'sessions.method.passkey': 'Passkey',
  'sessions.method.sso': 'Single sign-on',
  'sessions.unknownDevice': 'Browser sconosciuto',
  'sessions.end': 'Chiudi',
  'sessions.endCurrent': 'Esci',
  'sessions.endLabel': 'Chiudi la sessione di {device}',
  'sessions.endOthers': 'Esci da tutti gli altri',
  'sessions.endAll': 'Chiudi tutte le sessioni',
  'sessions.endConfirmTitle': 'Chiudere questa sessione?',
  'sessions.endConfirmText': 'Il browser o l’app che la usa viene scollegato subito.',
  'sessions.endAllConfirmText': 'Ogni browser o app collegati a questo account viene scollegato subito.',
  'sessions.endOthersConfirmText':
    'Ogni altro browser o app collegati al tuo account viene scollegato subito.',
  'sessions.ended': 'La sessione è stata chiusa.',
  'sessions.endedMany':
    '{count, plural, =0 {Nessun’altra sessione era aperta.} one {# sessione chiusa.} other {# sessioni chiuse.}}',
  'sessions.empty': 'Nessuna sessione aperta.',
};
