import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { sql } from "drizzle-orm";

/** Liveness for operators: D1 answers and the mailer is reachable through its service binding. */
export async function loader({ context }: LoaderFunctionArgs) {
  const [db, mailer] = await Promise.allSettled([
    context.db.get<{ ok: number }>(sql`select 1 as ok`),
    context.env.MAILER.fetch("https://mailer.internal/health").then((r) => r.json()),
  ]);
  const ok = db.status === "fulfilled" && mailer.status === "fulfilled";
  return Response.json(
    { ok, db: db.status === "fulfilled", mailer: mailer.status === "fulfilled" ? mailer.value : null },
    { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
