/** Lower case, no accents, apostrophes and punctuation as spaces, single spaces. */
export function normalisePlaceText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
