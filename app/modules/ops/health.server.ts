/**
 * GET /healthz: can this deployment reach what every page needs — D1 (a SELECT), R2 (a HEAD of a
 * key that need not exist) and the mailer (its /health through the service binding)? The report has
 * each check and names the failing ones; the route answers 200 or 503 with it, never cached. It
 * says nothing else: no error messages (they may quote SQL or hosts), no configuration, no secrets.
 */
export type CheckName = "d1" | "r2" | "mailer";
export type CheckResult = { ok: boolean; ms: number; error?: string };
export type HealthReport = { ok: boolean; failing: CheckName[]; checks: Record<CheckName, CheckResult> };

type HealthEnv = { DB: D1Database; IMAGES: R2Bucket; MAILER: Fetcher };

const TIMEOUT_MS = 3_000;

/** The key R2 is asked about; it need not exist (a HEAD answering null is a working bucket). */
const R2_PROBE_KEY = "healthz/probe";

async function timed(probe: () => Promise<void>): Promise<CheckResult> {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return { ok: true, ms: Date.now() - started };
  } catch (error) {
    const reason = error instanceof Error && error.message === "timeout" ? "timeout" : "unreachable";
    return { ok: false, ms: Date.now() - started, error: reason };
  } finally {
    clearTimeout(timer);
  }
}

export async function checkHealth(env: HealthEnv): Promise<HealthReport> {
  const [d1, r2, mailer] = await Promise.all([
    timed(async () => {
      const row = await env.DB.prepare("SELECT 1 AS ok").first<{ ok: number }>();
      if (row?.ok !== 1) throw new Error("no row");
    }),
    timed(async () => {
      await env.IMAGES.head(R2_PROBE_KEY);
    }),
    timed(async () => {
      const res = await env.MAILER.fetch("https://mailer.internal/health");
      await res.body?.cancel();
      if (!res.ok) throw new Error(`status ${res.status}`);
    }),
  ]);
  const checks = { d1, r2, mailer };
  const failing = (Object.keys(checks) as CheckName[]).filter((name) => !checks[name].ok);
  return { ok: failing.length === 0, failing, checks };
}
