/**
 * Which messages ship with the first page load. The rest (every module's own texts) comes in a
 * second chunk when the signed-in app starts, so the login page does not grow with each module.
 * The build splits the catalogues by these prefixes (see vite.config.ts); in development and in
 * tests every message is in the first layer.
 */
export const STARTUP_MESSAGE_PREFIXES = [
  'msg.',
  'validation.',
  'app.',
  'common.',
  'locale.',
  'form.',
  'confirm.',
  'page.',
  'route.',
  'access.',
  // The second step of a sign-in (a code, or setting an app up) shows these before the app loads.
  'secondFactor.',
] as const;

/** Whether a message is needed before the signed-in app loads (access screens, alerts, form errors). */
export function isStartupMessage(id: string): boolean {
  return STARTUP_MESSAGE_PREFIXES.some((prefix) => id.startsWith(prefix));
}
