import type { Vehicle, VehicleBody } from '@shop/contract/departures';
import { ERROR_CODES } from '@shop/contract/errors';
import { asc, eq } from 'drizzle-orm';
import { recordAudit } from '#server/db/audit.ts';
import type { Db } from '#server/db/client.ts';
import { departureVehicles, vehicles } from '#server/db/schema.ts';
import type { UserRow } from '#server/http/current-user.ts';
import { AppError } from '#server/lib/app-error.ts';
import { isUniqueViolation } from '#server/lib/db-errors.ts';
import { countSql } from './departure-bookings';

const vehicleOf = (r: typeof vehicles.$inferSelect): Vehicle => ({
  id: r.id,
  name: r.name,
  plate: r.plate,
  seats: r.seats,
  unavailable_dates: [...r.unavailableDates].sort(),
  is_active: r.isActive,
});

/** Plates are kept in capitals; one whose capitals outgrow the column ("ß" is "SS") is refused. */
function plateOf(plate: string): string {
  const upper = plate.toUpperCase();
  if (upper.length > 20) throw AppError.field('plate', 'At most 20 characters');
  return upper;
}

const values = (b: VehicleBody) => ({
  name: b.name,
  plate: plateOf(b.plate),
  seats: b.seats,
  unavailableDates: [...new Set(b.unavailable_dates ?? [])].sort(),
  isActive: b.is_active ?? true,
});

export async function listVehicles(db: Db): Promise<Vehicle[]> {
  return (await db.select().from(vehicles).orderBy(asc(vehicles.name), asc(vehicles.id))).map(vehicleOf);
}

function plateTaken(err: unknown): never {
  if (isUniqueViolation(err)) throw AppError.refused(409, ERROR_CODES.conflict, 'plateTaken', {}, 'plate');
  throw err;
}

export async function createVehicle(db: Db, actor: UserRow, body: VehicleBody): Promise<Vehicle> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(vehicles).values(values(body)).returning();
      await recordAudit(tx, actor, 'tour.update', { type: 'vehicle', id: row!.id }, { created: body });
      return vehicleOf(row!);
    });
  } catch (err) {
    plateTaken(err);
  }
}

export async function updateVehicle(db: Db, actor: UserRow, id: number, body: VehicleBody): Promise<Vehicle> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.update(vehicles).set(values(body)).where(eq(vehicles.id, id)).returning();
      if (!row) throw AppError.notFound('Vehicle not found.');
      await recordAudit(tx, actor, 'tour.update', { type: 'vehicle', id }, { updated: body });
      return vehicleOf(row);
    });
  } catch (err) {
    plateTaken(err);
  }
}

/** Refused while the vehicle is on a departure (take it off first, or mark it inactive). */
export async function deleteVehicle(db: Db, actor: UserRow, id: number): Promise<void> {
  const inUse = async () => {
    const [n] = await db
      .select({ count: countSql })
      .from(departureVehicles)
      .where(eq(departureVehicles.vehicleId, id));
    return n?.count ?? 0;
  };
  const refuse = (count: number) => AppError.refused(409, ERROR_CODES.conflict, 'vehicleInUse', { count });
  const count = await inUse();
  if (count > 0) throw refuse(count);
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx.delete(vehicles).where(eq(vehicles.id, id)).returning({ id: vehicles.id });
      if (!row) throw AppError.notFound('Vehicle not found.');
      await recordAudit(tx, actor, 'tour.update', { type: 'vehicle', id }, { deleted: true });
    });
  } catch (err) {
    // Put on a departure since the count: the key refuses the delete (RESTRICT).
    if (err instanceof AppError) throw err;
    throw refuse(await inUse());
  }
}
