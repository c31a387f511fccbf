// `npm run db:seed`: apply local migrations, then seed (idempotent).
import path from "node:path";
import { devVar, ensureDevSecrets, importTs, migrateLocal, root } from "./lib.mjs";

const stateDir = path.resolve(root, process.env.STATE_DIR || ".wrangler/state");
await migrateLocal(stateDir);
const { seedLocal } = await importTs("scripts/seed-entry.ts");
// The app's local secrets (created once): the seeded instant-delivery codes are encrypted with its key.
ensureDevSecrets();
await seedLocal(stateDir, devVar("DELIVERY_INFO_KEY"));
console.log("Data demo siap.");
