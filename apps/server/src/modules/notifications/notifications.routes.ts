import { NotificationsApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { register } from '../../http/route.ts';
import { listMessages, readMessage, unreadCount } from './notifications.service.ts';

/** The shopper's in-shop messages (issue 19). */
export function notificationsRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    register(app, NotificationsApi.list, async (request) => ok(await listMessages(ctx, sessionOf(request).userId, request.query)));
    register(app, NotificationsApi.unread, async (request) => ok(await unreadCount(ctx, sessionOf(request).userId)));
    register(app, NotificationsApi.read, async (request) => ok(await readMessage(ctx, sessionOf(request).userId, Number(request.params.id))));
  };
}
