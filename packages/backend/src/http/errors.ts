import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';

/** Texts of the error bodies. 'Not found' is the contract for missing and foreign ids alike. */
export const messages = {
  notFound: 'Not found',
  unauthorized: 'Autenticazione richiesta: token mancante, non valido o scaduto',
  internal: 'Errore interno del server',
  badRequest: 'Richiesta non valida',
  invalidJson: 'Richiesta non valida: JSON malformato',
  tooLarge: 'Richiesta troppo grande',
  unsupportedMediaType: 'Tipo di contenuto non supportato',
  unavailable: 'Servizio non disponibile',
  badUrl: 'Richiesta non valida: indirizzo non valido',
  uriTooLong: 'Richiesta non valida: indirizzo troppo lungo',
} as const;

export function sendError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send({ message });
}

/** "Richiesta non valida: message: …" naming the first offending field, for 400 answers. */
export function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return messages.badRequest;
  const field = issue.path.length ? issue.path.join('.') : 'corpo';
  return `${messages.badRequest}: ${field}: ${issue.message}`;
}

function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return messages.invalidJson;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return messages.tooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return messages.unsupportedMediaType;
    case 'FST_ERR_VALIDATION':
      // Our zod validator writes the message; anything else might quote internals.
      return error.message.startsWith(messages.badRequest) ? error.message : messages.badRequest;
  }
  if (error instanceof SyntaxError) return messages.invalidJson;
  return status === 404 ? messages.notFound : messages.badRequest;
}

/**
 * Fastify's `frameworkErrors`: a URL the router refuses (bad percent-encoding, a parameter over the length
 * limit) gets the same `{message}` body as every other refusal, not Fastify's default shape.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  sendError(reply, status, status === 414 ? messages.uriTooLong : messages.badUrl);
}

/** 4xx answers carry a short Italian message; 5xx answers say nothing about the cause, which is logged. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, messages.notFound));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendError(reply, status, clientMessage(error, status));
    request.log.error({ err: error }, 'request failed');
    return sendError(
      reply,
      status === 503 ? 503 : 500,
      status === 503 ? messages.unavailable : messages.internal,
    );
  });
}
