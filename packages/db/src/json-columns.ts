import { type Prisma } from './generated/prisma/client';

/*
 * The one crossing between the code's own types and Prisma's JSON columns. Prisma types a JSON
 * column as a recursive union that an interface (no index signature) never satisfies, and reads it
 * back as that union: the shapes written there are the code's own, so they are named here once.
 */

/** A value of the code's own types, written to a JSON column (plain data JSON keeps). */
export const toJsonColumn = (value: object | readonly unknown[]): Prisma.InputJsonValue =>
  value as unknown as Prisma.InputJsonValue;

/** A JSON column read back as the shape this code wrote into it. */
export const fromJsonColumn = <T>(value: Prisma.JsonValue): T => value as unknown as T;
