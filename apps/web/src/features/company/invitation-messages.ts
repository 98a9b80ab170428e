/** Texts of the pending company invitations on the company list, English; Italian below. */
export const COMPANY_INVITATION_MESSAGES = {
  'company.invitations.title': 'Invitations to companies',
  'company.invitations.text': '{company} invites you to join as an employee.',
  'company.invitations.accept': 'Accept',
  'company.invitations.acceptLabel': 'Accept the invitation of {company}',
  'company.invitations.decline': 'Decline',
  'company.invitations.declineLabel': 'Decline the invitation of {company}',
} as const;

export const COMPANY_INVITATION_MESSAGES_IT: Record<keyof typeof COMPANY_INVITATION_MESSAGES, string> = {
  'company.invitations.title': 'Inviti delle aziende',
  'company.invitations.text': '{company} ti invita a unirti come dipendente.',
  'company.invitations.accept': 'Accetta',
  'company.invitations.acceptLabel': "Accetta l'invito di {company}",
  'company.invitations.decline': 'Rifiuta',
  'company.invitations.declineLabel': "Rifiuta l'invito di {company}",
};
