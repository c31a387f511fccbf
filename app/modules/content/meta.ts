/** `<title>` and description for the information pages: "{title} — PasarGame". */
import { SITE_NAME } from "~/utils/site";

export function pageMeta(title: string, description: string) {
  return [
    { title: `${title} — ${SITE_NAME}` },
    { name: "description", content: description },
    { property: "og:title", content: `${title} — ${SITE_NAME}` },
    { property: "og:description", content: description },
  ];
}
