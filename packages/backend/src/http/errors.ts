import { serverTexts } from '@ccnl/core';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';

export function sendError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send({ message });
}

/** "Richiesta non valida: message: …" naming the first offending field, for 400 answers. */
export function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return serverTexts.http.badRequest;
  const field = issue.path.length ? issue.path.join('.') : 'corpo';
  return `${serverTexts.http.badRequest}: ${field}: ${issue.message}`;
}

function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return serverTexts.http.invalidJson;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return serverTexts.http.tooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return serverTexts.http.unsupportedMediaType;
    case 'FST_ERR_VALIDATION':
      // Our zod validator writes the message; anything else might quote internals.
      return error.message.startsWith(serverTexts.http.badRequest)
        ? error.message
        : serverTexts.http.badRequest;
  }
  if (error instanceof SyntaxError) return serverTexts.http.invalidJson;
  return status === 404 ? serverTexts.http.notFound : serverTexts.http.badRequest;
}

/**
 * Fastify's `frameworkErrors`: a URL the router refuses (bad percent-encoding, a parameter over the length
 * limit) gets the same `{message}` body as every other refusal, not Fastify's default shape.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  sendError(reply, status, status === 414 ? serverTexts.http.uriTooLong : serverTexts.http.badUrl);
}

/** 4xx answers carry a short Italian message; 5xx answers say nothing about the cause, which is logged. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, serverTexts.http.notFound));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendError(reply, status, clientMessage(error, status));
    request.log.error({ err: error }, 'request failed');
    return sendError(
      reply,
      status === 503 ? 503 : 500,
      status === 503 ? serverTexts.http.unavailable : serverTexts.http.internal,
    );
  });
}
