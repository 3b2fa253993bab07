/**
 * Names for hand-written statements taken from the drizzle table objects, so a renamed column or
 * table is a type error (or follows on its own) instead of a statement that fails at run time.
 * A column's bare name is for INSERT column lists, SET targets and ON CONFLICT targets, where a
 * qualified `"table"."column"` is not valid SQL; elsewhere interpolate the column itself.
 */
import { type Name, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The column's bare quoted name. */
export const col = (c: AnyPgColumn): Name => sql.identifier(c.name);

/** Bare quoted names, comma-separated (an INSERT's column list). */
export const cols = (...c: AnyPgColumn[]): SQL => sql.join(c.map(col), sql`, `);
