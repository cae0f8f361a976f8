import type { FastifyInstance } from 'fastify';

/**
 * Lets the routes of one plugin scope take `application/x-www-form-urlencoded` bodies (a consent
 * page's or gateway's form, a provider's callback), parsed into a record of their fields, up to
 * `bodyLimit` bytes. Registered per scope: the rest of the API speaks JSON only.
 */
export function acceptFormBodies(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
