import openapiTS, { astToString } from 'openapi-typescript';

import { buildOpenApiDocument } from '@backoffice/api';

const HEADER =
  "// Generated from the server's OpenAPI document by `npm run generate -w @backoffice/client`: do not edit.\n" +
  '// CI regenerates it and fails when it differs (src/generated-types.test.ts).\n\n';

/** The client's types, from the document every server serves at /api/openapi.json. */
export async function generatedTypes(): Promise<string> {
  const document = JSON.parse(JSON.stringify(buildOpenApiDocument())) as Parameters<typeof openapiTS>[0];
  return HEADER + astToString(await openapiTS(document, { alphabetize: true }));
}

export const GENERATED_TYPES_PATH = new URL('./generated/openapi.ts', import.meta.url);
