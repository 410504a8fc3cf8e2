import { APP_VERSION, type ApiEnvelope, type ApiError } from '@screener/contracts/api';
import type { FastifyReply } from 'fastify';

export function sendData<T>(reply: FastifyReply, data: T): FastifyReply {
  const body: ApiEnvelope<T> = { data, error: null, version: APP_VERSION };
  return reply.code(200).send(body);
}

export function sendError(reply: FastifyReply, status: number, error: ApiError): FastifyReply {
  const body: ApiEnvelope<null> = { data: null, error, version: APP_VERSION };
  return reply.code(status).send(body);
}
