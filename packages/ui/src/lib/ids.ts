/** Join space-separated id references (aria-describedby, aria-labelledby), skipping empty values. */
export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter((id): id is string => typeof id === 'string' && id.trim() !== '').join(' ');
  return joined === '' ? undefined : joined;
}
