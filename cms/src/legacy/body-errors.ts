import { MESSAGES } from '@hospital/contract';
import type { StrapiErrorInfo } from './errors';

const statusOf = (error: Record<string, unknown>): number | undefined =>
  [error.status, error.statusCode, error.httpCode].find((value): value is number => typeof value === 'number');

/**
 * A body the parser could not read, in fixed words. The parsers' own messages (formidable's
 * "bad content-type header, no multipart boundary", JSON.parse's position) describe their
 * internals, not the client's mistake, and change with their versions: none reaches a client.
 * Formidable marks a malformed multipart body a 500 of its own: it is the client's, a 400.
 * Null when the error is not the body parser's (co-body and raw-body errors carry `type`,
 * formidable's a numeric `code` and `httpCode`; a JSON syntax error is co-body's SyntaxError).
 */
export function bodyParserError(error: object): StrapiErrorInfo | null {
  const fields = error as Record<string, unknown>;
  const formidable = typeof fields.code === 'number' && typeof fields.httpCode === 'number';
  const syntax = fields.name === 'SyntaxError' && typeof fields.status === 'number';
  if (!formidable && !syntax && typeof fields.type !== 'string') return null;
  const given = statusOf(fields);
  const status = given !== undefined && given >= 400 && given < 500 ? given : 400;
  const message = status === 413 ? MESSAGES.bodyTooLarge : syntax ? MESSAGES.malformedJson : MESSAGES.malformedBody;
  return { status, name: 'BodyParserError', message };
}
