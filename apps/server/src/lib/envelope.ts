import { APP_VERSION, type ApiEnvelope, type ApiError } from '@screener/contracts/api';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

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

/**
 * An answer serialised once, in its envelope, and sent as those bytes: a call that answers many
 * readers with the same value checks its shape and builds its JSON where the value is built, not
 * on every request.
 */
export class PreparedAnswer<T> {
  /** Only what it answers: the type of the value its bytes hold. */
  declare readonly value: T;
  readonly json: Buffer;
  private constructor(json: Buffer) {
    this.json = json;
  }

  /** Checks the value against the call's response schema, then serialises it. */
  static of<S extends z.ZodType>(schema: S, value: z.input<S>): PreparedAnswer<z.output<S>> {
    return PreparedAnswer.ofChecked(schema.parse(value));
  }

  /**
   * Serialises a value made from a checked one by setting typed fields on a copy (a viewer's own
   * part over a shared answer), which the schema would pass again.
   */
  static ofChecked<T>(value: T): PreparedAnswer<T> {
    return new PreparedAnswer<T>(Buffer.from(JSON.stringify(dataEnvelope(value))));
  }
}
