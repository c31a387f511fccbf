/**
 * The words the database checks (roles, listing types, order statuses, ledger account kinds), with
 * no database library attached: safe for browser code. Defined in drizzle/vocabulary.ts, beside the
 * schema that uses them.
 */
export * from "../../drizzle/vocabulary";
