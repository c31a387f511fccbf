import { defineConfig } from "drizzle-kit";

// Generates SQL migrations into migrations/; they are applied with
// `wrangler d1 migrations apply DB --local` (or --remote in production).
export default defineConfig({
  dialect: "sqlite",
  schema: "./drizzle/schema.ts",
  out: "./migrations",
});
