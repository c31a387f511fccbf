/**
 * A minimal Resend client: POST https://api.resend.com/emails, answering like the `resend` SDK's
 * `emails.send` ({ data, error }). Why not the SDK itself: its bundle carries a literal
 * `import("@react-email/render")` (an uninstalled optional peer), which the test Miniflare's module
 * walker refuses for the pre-bundled mailer script, and it adds ~1 MB to the worker.
 */
export const RESEND_API_URL = "https://api.resend.com/emails";

/** The part of the Resend client the mailer uses (the `resend` SDK's `emails.send` shape; tests pass a stub). */
export interface ResendClient {
  emails: {
    send(payload: {
      from: string;
      to: string;
      subject: string;
      text: string;
      html: string;
      headers?: Record<string, string>;
    }): Promise<{
      data: { id: string } | null;
      error: { message: string } | null;
    }>;
  };
}

export function createResendClient(apiKey: string, fetcher: typeof fetch = fetch): ResendClient {
  return {
    emails: {
      async send(payload) {
        let res: Response;
        try {
          res = await fetcher(RESEND_API_URL, {
            method: "POST",
            headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
            body: JSON.stringify(payload),
            signal: AbortSignal.timeout(15_000),
          });
        } catch (e) {
          return { data: null, error: { message: e instanceof Error ? e.message : String(e) } };
        }
        const json = (await res.json().catch(() => null)) as { id?: unknown; message?: unknown } | null;
        if (!res.ok || typeof json?.id !== "string") {
          const message = typeof json?.message === "string" ? json.message : `HTTP ${res.status}`;
          return { data: null, error: { message } };
        }
        return { data: { id: json.id }, error: null };
      },
    },
  };
}
