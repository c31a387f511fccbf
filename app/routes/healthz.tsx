import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { checkHealth } from "~/modules/ops/health.server";

/** For operators and uptime checks: D1, R2 and the mailer, each checked (app/modules/ops/health.server.ts). */
export async function loader({ context }: LoaderFunctionArgs) {
  const report = await checkHealth(context.env);
  return Response.json(report, {
    status: report.ok ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
