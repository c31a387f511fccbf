// `npm run db:seed`: apply local migrations, then seed (idempotent).
import path from "node:path";
import { importTs, migrateLocal, root } from "./lib.mjs";

const stateDir = path.resolve(root, process.env.STATE_DIR || ".wrangler/state");
await migrateLocal(stateDir);
const { seedLocal } = await importTs("scripts/seed-entry.ts");
await seedLocal(stateDir);
console.log("Data demo siap.");
