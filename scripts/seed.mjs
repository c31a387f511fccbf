// `npm run db:seed`: apply local migrations, then seed (idempotent).
import { importTs, migrateLocal } from "./lib.mjs";

await migrateLocal();
const { seedLocal } = await importTs("scripts/seed-entry.ts");
await seedLocal();
console.log("Data demo siap.");
