import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * One stage of the site server, in the manner of connect's middleware: it answers the request, or
 * leaves it to the next stage by calling `next`. A stage that throws, or whose promise rejects,
 * ends that one answer with a 500 (`unexpected`), never the server.
 */
export type Stage = (req: IncomingMessage, res: ServerResponse, next: () => void) => void | Promise<void>;

/** The stages run in order; a request none answers is a 404 (none is left unanswered). */
export function inOrder(stages: readonly Stage[]): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const run = (index: number): void => {
      const stage = stages[index];
      if (!stage) return sendText(res, 404, 'text/plain', 'Not found', 'no-store');
      try {
        // (A stage handing over to a library's handler may return what that returns, not a promise.)
        void Promise.resolve(stage(req, res, () => run(index + 1))).catch((error: unknown) => unexpected(res, error));
      } catch (error) {
        unexpected(res, error);
      }
    };
    run(0);
  };
}

export const sendText = (res: ServerResponse, status: number, type: string, body: string, cache = 'no-cache') => {
  res.writeHead(status, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': cache });
  res.end(body);
};

export const READ_METHODS = ['GET', 'HEAD'];
/** What the legacy API answers (OPTIONS: a browser's CORS preflight). */
export const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export function refuseMethod(res: ServerResponse, allowed: readonly string[]): void {
  res.setHeader('Allow', allowed.join(', '));
  sendText(res, 405, 'text/plain', 'Method not allowed', 'no-store');
}

/** An error nobody expected ends this one answer with a 500, never the server. */
export function unexpected(res: ServerResponse, error: unknown): void {
  console.error('Request failed:', error);
  if (!res.headersSent) sendText(res, 500, 'text/plain', 'Unexpected Application Error!', 'no-store');
  else res.destroy();
}
