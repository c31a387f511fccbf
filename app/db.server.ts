import { drizzle } from "drizzle-orm/d1";
import * as schema from "../drizzle/schema";

/** A Drizzle database over the D1 binding. Models take `{ db }` so tests pass their own. */
export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Db = ReturnType<typeof createDb>;
export { schema };
