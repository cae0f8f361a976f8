import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

/** An answer slower than this is logged as a warning, as a 5xx is. */
const SLOW_MS = 1_000;

/**
 * Request logs (docs/decisions/operations.md): no line per request, which would cost the hot reads
 * a write each; a 5xx or an answer slower than a second is logged as a warning. Logged from
 * Fastify's own completion callback rather than an onResponse hook, which every request ran
 * (issue 16 item 3).
 */
export class RequestLogs extends LogController {
  constructor() {
    super({ disableRequestLogging: true });
  }
  override requestCompleted(_error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const ms = reply.elapsedTime;
    if (reply.statusCode >= 500 || ms > SLOW_MS) {
      request.log.warn({ method: request.method, url: request.url, status: reply.statusCode, ms }, 'request');
    }
  }
}

type LogArgs = [unknown, ...unknown[]];
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * A request's logger, made on its first line. Fastify gives every request a child of the server's
 * logger bound to its id; pino builds it (its bindings serialised, its serializers and level set)
 * whether anything is logged or not, and the hot reads log nothing (issue 16 item 3, its profile).
 * Its level methods are added below, one per level.
 */
class LazyChildLogger {
  #child: FastifyBaseLogger | null = null;
  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}
  get made(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }
  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.made.level = level;
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made.child(bindings, options);
  }
}
for (const level of LEVELS) {
  Object.defineProperty(LazyChildLogger.prototype, level, {
    value(this: LazyChildLogger, ...args: LogArgs): void {
      (this.made[level] as (...a: LogArgs) => void)(...args);
    },
  });
}

/** Fastify's childLoggerFactory: a request's logger is made when it first logs. */
export function lazyChildLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
