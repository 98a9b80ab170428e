import { z } from 'zod';

import { dataResponse } from '../../contract';
import { EDITOR_UPLOAD_TOKEN_HEADER, issueEditorUploadToken } from '../../files/editor-token';
import { adminProcedure } from '../../trpc';

export const getCkeditorTokenOutput = dataResponse(
  z.object({
    token: z.string(),
    /** ISO 8601 instant after which POST /api/file/ck-upload refuses the token. */
    expires_at: z.string(),
    /** The header to send the token in. */
    header: z.string(),
  }),
);

/**
 * A short-lived token for the rich-text editor: it authorises image uploads to POST
 * /api/file/ck-upload (header X-Upload-Token) and nothing else. Content editors are administrators,
 * as for ck-upload itself.
 */
export const getToken = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/web-api/integration/ckeditor/get-token',
      tags: ['files'],
      summary: 'Token for rich-text image uploads (POST /api/file/ck-upload, header X-Upload-Token)',
    },
  })
  .input(z.void())
  .output(getCkeditorTokenOutput)
  .query(async ({ ctx }) => {
    const { token, expiresAt } = await issueEditorUploadToken(ctx.prisma, ctx.caller.account.id);
    return { data: { token, expires_at: expiresAt.toISOString(), header: EDITOR_UPLOAD_TOKEN_HEADER } };
  });
