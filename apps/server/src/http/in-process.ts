import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The header that marks a request the server made of itself (app.inject), with this process's secret. */
const HEADER = 'x-emall-in-process';
const secret = randomBytes(24).toString('base64url');

/**
 * Headers for a call the server makes of its own API in-process (a page's server render asks the
 * same routes a browser does, http/ssr.ts). The secret is made at start and never leaves the
 * process: no request from the network can carry it.
 */
export const inProcessHeaders: Readonly<Record<string, string>> = { [HEADER]: secret };

/** Whether the request came from this process itself, not from the network. */
export const isInProcess = (request: FastifyRequest): boolean => request.headers[HEADER] === secret;
