import { APP_VERSION, type ApiEnvelope, type ApiError } from '@screener/contracts/api';
import type { FastifyReply } from 'fastify';

export function dataEnvelope<T>(data: T): ApiEnvelope<T> {
  return { data, error: null, version: APP_VERSION };
}

export function sendData<T>(reply: FastifyReply, data: T): FastifyReply {
  return reply.code(200).send(dataEnvelope(data));
}

export function sendError(reply: FastifyReply, status: number, error: ApiError): FastifyReply {
  const body: ApiEnvelope<null> = { data: null, error, version: APP_VERSION };
  return reply.code(status).send(body);
}
