/** The messages a build leaves out of the first page load (see vite-plugin-catalogues.ts). */
declare module 'virtual:later-messages/*' {
  const messages: Record<string, string>;
  export default messages;
}
