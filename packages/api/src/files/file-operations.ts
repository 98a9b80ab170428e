import { z } from 'zod';
import {
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathItemObject,
  type ZodOpenApiPathsObject,
} from 'zod-openapi';

import {
  deliveryFileResultSchema,
  editorUploadAnswerSchema,
  FILE_ROUTE_PATHS,
  orderExportSchema,
  personalDataDownloadSchema,
  personalDataFileSchema,
  storeImportPreviewSchema,
  storeImportStartSchema,
  uploadAnswerSchema,
} from '@backoffice/shared';

import { type AccessPolicy } from '../auth/authorise';
import { ALWAYS_ANSWERED, errorAnswerRef, type RestErrorStatus, restErrorSchema } from '../rest-errors';
import { REPORT_FORMATS } from '../services/reports/exports';
import { UPLOAD_KIND_NAMES } from './content-type';
import { EDITOR_UPLOAD_TOKEN_HEADER } from './editor-token';

/*
 * The REST calls express routes serve rather than procedures (multipart uploads, downloads, the CSV
 * imports): who may call each, and what the OpenAPI document says of it. The routes authorise with
 * the same entries.
 */

interface FileOperation {
  /** The name the authorisation and the audit know the call by. */
  name: string;
  policy: Exclude<AccessPolicy, 'public'>;
  /** A call a person makes as themselves, never an API key. */
  personOnly?: true;
  path: string;
  summary: string;
  request: Pick<ZodOpenApiOperationObject, 'requestBody' | 'requestParams'>;
  answer: Record<string, { schema: z.ZodType }>;
  /** Failures besides those any call answers (ALWAYS_ANSWERED), with a 400's body when it carries more. */
  errors: Array<RestErrorStatus | { status: 400; body: z.ZodType }>;
}

const multipartFile = (fields: Record<string, z.ZodType> = {}) => ({
  requestBody: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: z.object({
          file: z.string().meta({ format: 'binary' }).describe('The file'),
          ...fields,
        }),
      },
    },
  },
});

const jsonBody = (schema: z.ZodType) => ({
  requestBody: { required: true, content: { 'application/json': { schema } } },
});

const json = (schema: z.ZodType) => ({ 'application/json': { schema } });

const binary = z.string().meta({ format: 'binary' });

const loadFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .describe('Load the rows (true or 1), or only check them (false, 0 or absent)');

/** An upload refused for its content names the kinds it would have taken. */
const uploadRefusal = {
  status: 400,
  body: restErrorSchema(400).extend({
    expected: z.array(z.enum(UPLOAD_KIND_NAMES)).optional().describe('The kinds of file the call takes'),
  }),
} as const;

/** A CSV file that cannot be read says where. */
const csvRefusal = {
  status: 400,
  body: restErrorSchema(400).extend({
    detail: z.string().optional().describe('What is wrong with the file, and on which line'),
  }),
} as const;

const KIND_NAME = `(${UPLOAD_KIND_NAMES.join('|')})`;

export const FILE_OPERATIONS = {
  upload: {
    name: 'files.upload',
    policy: 'staff',
    path: FILE_ROUTE_PATHS.upload,
    summary: 'Store an uploaded file',
    request: {
      requestParams: {
        query: z.object({
          currentDir: z.string().optional().describe('The folder to store it in (not a private one)'),
          kind: z
            .string()
            .regex(new RegExp(`^${KIND_NAME}(,${KIND_NAME})*$`))
            .optional()
            .describe(`The kinds it may be, comma-separated (${UPLOAD_KIND_NAMES.join(', ')})`),
        }),
      },
      ...multipartFile(),
    },
    answer: json(uploadAnswerSchema),
    errors: [uploadRefusal, 413, 415],
  },
  editorImageUpload: {
    name: 'files.editorImageUpload',
    policy: 'admin',
    path: FILE_ROUTE_PATHS.editorImageUpload,
    summary: "Store an image of the rich-text editor (an administrator's, or the editor upload token's)",
    request: {
      requestParams: {
        header: z.object({
          [EDITOR_UPLOAD_TOKEN_HEADER]: z
            .string()
            .optional()
            .describe('The token of GET /api/web-api/integration/ckeditor/get-token, instead of a session'),
        }),
      },
      ...multipartFile(),
    },
    answer: json(editorUploadAnswerSchema),
    errors: [uploadRefusal, 413, 415],
  },
  download: {
    name: 'files.download',
    policy: 'staff',
    path: FILE_ROUTE_PATHS.download,
    summary: "A stored file's bytes under its original name, or a report export's file",
    request: jsonBody(z.object({ file_name: z.string().describe('A stored path or a report export link') })),
    answer: { '*/*': { schema: binary } },
    errors: [400, 404, 413, 429],
  },
  orderExport: {
    name: 'files.orderExport',
    policy: 'staff',
    path: FILE_ROUTE_PATHS.orderExport,
    summary: "The order desk's queue as filtered, or its selection, as a CSV or XLSX file",
    request: jsonBody(orderExportSchema),
    answer: Object.fromEntries(
      Object.values(REPORT_FORMATS).map(({ mimeType }): [string, { schema: z.ZodType }] => [
        mimeType.split(';')[0] ?? mimeType,
        { schema: binary },
      ]),
    ),
    errors: [400, 413, 429],
  },
  personalDataExport: {
    name: 'files.personalDataExport',
    policy: 'admin',
    personOnly: true,
    path: FILE_ROUTE_PATHS.personalDataExport,
    summary: "One file of a customer's personal data export, downloaded once by who asked for it",
    request: jsonBody(personalDataDownloadSchema),
    answer: {
      'application/json': { schema: personalDataFileSchema },
      [REPORT_FORMATS.xlsx.mimeType]: { schema: binary },
    },
    errors: [400, 404, 409, 413],
  },
  storeImport: {
    name: 'files.storeImport',
    policy: 'admin',
    path: FILE_ROUTE_PATHS.storeImport,
    summary: 'Check a stores CSV file, or load it as a job',
    request: multipartFile({ isLoad: loadFlag }),
    answer: json(z.object({ response: z.union([storeImportPreviewSchema, storeImportStartSchema]) })),
    errors: [csvRefusal, 413, 415],
  },
  deliveryFile: {
    name: 'files.deliveryFile',
    policy: 'staff',
    path: FILE_ROUTE_PATHS.deliveryFile,
    summary: "Check a courier's tracking file, or load it",
    request: multipartFile({ loadToDb: loadFlag }),
    answer: json(z.object({ response: deliveryFileResultSchema })),
    errors: [csvRefusal, 413, 415],
  },
} as const satisfies Record<string, FileOperation>;

/** The file route at a path, if any. */
export const fileOperationAt = (path: string): FileOperation | undefined =>
  Object.values(FILE_OPERATIONS).find((operation: FileOperation) => operation.path === path);

/** The file routes as OpenAPI paths, beside the procedures' (descriptions and security added with theirs). */
export function fileOperationPaths(): ZodOpenApiPathsObject {
  return Object.fromEntries(
    Object.values(FILE_OPERATIONS).map((operation: FileOperation) => {
      const errors = new Map<number, unknown>(
        ALWAYS_ANSWERED.map((status) => [status, errorAnswerRef(status)]),
      );
      for (const error of operation.errors) {
        if (typeof error === 'number') {
          errors.set(error, errorAnswerRef(error));
        } else {
          errors.set(error.status, { description: 'The input was refused', content: json(error.body) });
        }
      }
      const responses = {
        200: { description: 'Successful response', content: operation.answer },
        ...Object.fromEntries([...errors].sort(([a], [b]) => a - b)),
      };
      return [
        operation.path,
        {
          post: {
            operationId: operation.name.replace('.', '-'),
            summary: operation.summary,
            tags: ['files'],
            ...operation.request,
            responses,
          },
        } satisfies ZodOpenApiPathItemObject,
      ];
    }),
  );
}
