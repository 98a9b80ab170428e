import { type Response } from 'express';
import { type z } from 'zod';

/** The BSS API's error body: `{ error: { code, message } }`. */
export function sendError(res: Response, status: number, code: string, message: string) {
  res.status(status).json({ error: { code, message } });
}

export function sendValidationError(res: Response, error: z.ZodError) {
  const message = error.issues
    .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
    .join('; ');
  sendError(res, 400, 'VALIDATION_FAILED', message);
}
