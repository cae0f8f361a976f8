import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { messengerSandboxCodes } from './messenger-sandbox.table.ts';

export async function insertSandboxCode(db: Executor, row: { codeHash: string; openId: string; createdAt: Date; expiresAt: Date }) {
  await db.insert(messengerSandboxCodes).values(row);
}

/** Marks a live code used and returns its openId; one statement, so two exchanges cannot both win. */
export async function consumeSandboxCode(db: Executor, codeHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(messengerSandboxCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(messengerSandboxCodes.codeHash, codeHash),
        isNull(messengerSandboxCodes.consumedAt),
        gt(messengerSandboxCodes.expiresAt, now),
      ),
    )
    .returning({ openId: messengerSandboxCodes.openId });
  return row?.openId ?? null;
}
