/**
 * The part of the WebAssembly global that schema-diff.ts uses to load the schema engine: the
 * project's lib settings (ES2023 and Node's types) do not declare WebAssembly.
 */
declare namespace WebAssembly {
  function instantiate(
    bytes: Uint8Array,
    imports: Record<string, Record<string, unknown>>,
  ): Promise<{ instance: { exports: Record<string, unknown> } }>;
}
