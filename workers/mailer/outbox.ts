/** Reading the development outbox (table `mail_outbox`), newest first. */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  code: string | null;
  link: string | null;
  /** Extra headers as JSON (List-Unsubscribe…), or null. */
  headers: string | null;
  html: string;
  createdAt: number;
}

export async function listOutbox(db: D1Database, opts: { limit: number; to?: string }): Promise<OutboxMessage[]> {
  const where = opts.to ? "WHERE `to` = ?" : "";
  const binds: unknown[] = opts.to ? [opts.to, opts.limit] : [opts.limit];
  const { results } = await db
    .prepare(
      `SELECT id, \`to\`, subject, text, html, code, link, headers, created_at AS createdAt FROM mail_outbox ${where}
       ORDER BY created_at DESC, rowid DESC LIMIT ?`,
    )
    .bind(...binds)
    .all<OutboxMessage>();
  return results;
}
