import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LegalDocumentPage } from "~/components/info/legal-document";
import { TERMS } from "~/modules/content/legal";
import { pageMeta } from "~/modules/content/meta";
import { formatLongDate } from "~/utils/format-date";

/** The spec shows today's date as 'last updated'; computed on the server so the client hydrates the same text. */
export function loader() {
  return { updatedAt: formatLongDate(Date.now()) };
}

export default function Terms() {
  const { updatedAt } = useLoaderData<typeof loader>();
  return <LegalDocumentPage doc={TERMS} updatedAt={updatedAt} />;
}

export const meta: MetaFunction = () => pageMeta(TERMS.title, TERMS.description);
