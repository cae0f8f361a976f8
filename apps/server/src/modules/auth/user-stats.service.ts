import type { Executor } from '../../db/client.ts';
import * as repo from './user-stats.repository.ts';

/** New shoppers per China day (Asia/Shanghai) within the span: read-only, for the console's dashboard. */
export function countNewUsersByDay(db: Executor, span: { from: Date; to: Date }): Promise<Map<number, number>> {
  return repo.countSignUpsByDay(db, span);
}
