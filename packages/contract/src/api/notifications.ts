import { Type, type Static } from 'typebox';
import { MESSAGES_PAGE_SIZE, MessageTargetType, NotificationPaths, NotificationTemplate, type MessageTarget } from '../notifications.ts';
import { declareApi, route } from '../route.ts';
import { IdParam, Paged } from '../schemas/common.ts';

const Id = Type.String({ minLength: 1 });

/** What a message is about (MessageTarget); null on messages written before targets. */
const MessageTargetSchema = Type.Unsafe<MessageTarget>(
  Type.Union([
    Type.Object({ type: Type.Literal(MessageTargetType.order), orderId: Id }),
    Type.Object({ type: Type.Literal(MessageTargetType.invoice), orderId: Id }),
    Type.Object({ type: Type.Literal(MessageTargetType.afterSales), caseId: Id }),
    Type.Object({ type: Type.Literal(MessageTargetType.warrantyClaim), claimId: Id }),
    Type.Object({
      type: Type.Literal(MessageTargetType.goods),
      productId: Id,
      bizType: Type.Integer(),
      virtualType: Type.Union([Type.Integer(), Type.Null()]),
      annexType: Type.Union([Type.String(), Type.Null()]),
    }),
  ]),
);

/** One in-shop message, as the 消息 page lists it. */
export const MessageView = Type.Object({
  messageId: Type.String(),
  template: Type.Enum(NotificationTemplate),
  title: Type.String(),
  content: Type.String(),
  read: Type.Boolean(),
  target: Type.Union([MessageTargetSchema, Type.Null()]),
  createdAt: Type.String(),
});
export type MessageView = Static<typeof MessageView>;

export const MessagesQuery = Type.Object({
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: MESSAGES_PAGE_SIZE })),
});
export type MessagesQuery = Static<typeof MessagesQuery>;

export const MessagesPage = Paged(MessageView);
export type MessagesPage = Static<typeof MessagesPage>;

export const UnreadCount = Type.Object({ unread: Type.Integer({ minimum: 0 }) });
export type UnreadCount = Static<typeof UnreadCount>;

/** Issue 19: the shopper's in-shop messages (the spec names none of these calls). */
export const NotificationsApi = declareApi('notifications', {
  list: route('GET', NotificationPaths.list, "The user's in-shop messages, newest first, paged", { query: MessagesQuery, answer: MessagesPage }, 'required'),
  unread: route('GET', NotificationPaths.unread, "How many of the user's messages are unread (我的's badge)", { answer: UnreadCount }, 'required'),
  read: route(
    'POST',
    NotificationPaths.read,
    "Marks one of the user's messages read (again is a no-op); another user's is 40433",
    { params: Type.Object({ id: IdParam }), answer: MessageView },
    'required',
  ),
});
