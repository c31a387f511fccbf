import { ComingSoonPage, comingSoonMeta } from "~/components/info/coming-soon";

export default function Forum() {
  return <ComingSoonPage page="forum" />;
}

export const meta = comingSoonMeta("forum");
