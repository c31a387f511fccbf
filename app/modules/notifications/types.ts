/** The dispatcher's shapes its channels share (dispatch.server.ts, email-channel.server.ts). */
import type { Db } from "~/db/client.server";
import type { Env } from "~/env.server";
import type { NotificationKind } from "./kinds";

export type PendingNotification = {
  id: string;
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  createdAt: number;
};
export type DeliveryOutcome = "sent" | "skipped" | "retry";
export interface Channel {
  name: "email" | "push";
  send(env: Env, db: Db, n: PendingNotification): Promise<DeliveryOutcome>;
}
