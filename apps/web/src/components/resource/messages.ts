/** Texts of the generic resource screens (English), spread into the catalogues. */
export const RESOURCE_MESSAGES = {
  'resource.col.publish': 'Publish',
  'resource.col.actions': 'Actions',
  'resource.publishLabel': 'Publish: {name}',
  'resource.edit': 'Edit {name}',
  'resource.delete': 'Delete {name}',
  'resource.choose': 'Choose…',
  'resource.counter': '{count} / {max}',
  'resource.created': 'Created',
  'resource.updated': 'Updated',
  'resource.sections': 'Sections',
  'resource.jumpList': 'Sections of the form',
  'resource.suggestionMeaning': '{value}: {meaning}.',
} as const;

export const RESOURCE_MESSAGES_IT: Record<keyof typeof RESOURCE_MESSAGES, string> = {
  'resource.col.publish': 'Pubblica',
  'resource.col.actions': 'Azioni',
  'resource.publishLabel': 'Pubblica: {name}',
  'resource.edit': 'Modifica {name}',
  'resource.delete': 'Elimina {name}',
  'resource.choose': 'Scegli…',
  'resource.counter': '{count} / {max}',
  'resource.created': 'Creato',
  'resource.updated': 'Aggiornato',
  'resource.sections': 'Sezioni',
  'resource.jumpList': 'Sezioni del modulo',
  'resource.suggestionMeaning': '{value}: {meaning}.',
};
