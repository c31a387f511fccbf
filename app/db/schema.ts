/**
 * The app's one import path for the database schema (tables, relations, JSON column shapes). The
 * schema itself stays in drizzle/schema.ts, where drizzle-kit reads it to generate migrations.
 * Server code only: browser code reads the database's words from ./vocabulary instead.
 */
export * from "../../drizzle/schema";
