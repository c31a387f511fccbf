import type { MetaFunction } from "@remix-run/cloudflare";
import { LegalDocumentPage } from "~/components/info/legal-document";
import { REFUND_POLICY } from "~/modules/content/legal";
import { pageMeta } from "~/modules/content/meta";

export default function RefundPolicy() {
  return <LegalDocumentPage doc={REFUND_POLICY} />;
}

export const meta: MetaFunction = () => pageMeta(REFUND_POLICY.title, REFUND_POLICY.description);
