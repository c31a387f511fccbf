import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { healthResponse } from "~/modules/ops/health.server";

/** For operators and uptime checks: D1, R2 and the mailer, each checked (app/modules/ops/health.server.ts). */
export async function loader({ context }: LoaderFunctionArgs) {
  return healthResponse(context.env);
}
