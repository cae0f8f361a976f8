import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { digitalKeySignatures, userCars } from './cars.table.ts';

export type UserCarRow = typeof userCars.$inferSelect;
export type NewUserCarRow = typeof userCars.$inferInsert;
export type DigitalKeySignatureRow = typeof digitalKeySignatures.$inferSelect;

export async function findCarByVin(db: Executor, vin: string): Promise<UserCarRow | undefined> {
  const [row] = await db.select().from(userCars).where(eq(userCars.vin, vin)).limit(1);
  return row;
}

export async function insertCars(db: Executor, rows: NewUserCarRow[]): Promise<void> {
  if (rows.length) await db.insert(userCars).values(rows);
}

const signatureOf = (userId: number, vin: string, agmCode: string) =>
  and(eq(digitalKeySignatures.userId, userId), eq(digitalKeySignatures.vin, vin), eq(digitalKeySignatures.agmCode, agmCode));

export async function findSignature(db: Executor, userId: number, vin: string, agmCode: string): Promise<DigitalKeySignatureRow | undefined> {
  const [row] = await db.select().from(digitalKeySignatures).where(signatureOf(userId, vin, agmCode)).limit(1);
  return row;
}

/** Records a signature; a second one for the same user, car and agreement keeps the first. */
export async function insertSignature(
  db: Executor,
  row: { userId: number; vin: string; agmCode: string; agmTitle: string; signedAt: Date },
): Promise<DigitalKeySignatureRow> {
  await db
    .insert(digitalKeySignatures)
    .values(row)
    .onConflictDoNothing({ target: [digitalKeySignatures.userId, digitalKeySignatures.vin, digitalKeySignatures.agmCode] });
  const saved = await findSignature(db, row.userId, row.vin, row.agmCode);
  if (!saved) throw new Error('digital-key signature vanished after insert');
  return saved;
}
