import type { FastifyReply } from 'fastify';
import type { ApiEnvelope } from '@emall/contract';

const SUCCESS_MESSAGE = 'success';

export function ok<T>(result: T): ApiEnvelope<T> {
  return { code: 0, message: SUCCESS_MESSAGE, result };
}

/** The success envelope of an already serialised result, for responses served from a cache. */
export function okJson(resultJson: string): string {
  return `{"code":0,"message":"${SUCCESS_MESSAGE}","result":${resultJson}}`;
}

/** Sends an envelope serialised ahead of time (a cache hit) unchanged: Fastify skips serialisation for JSON strings. */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
