import { ComingSoonPage, comingSoonMeta } from "~/components/info/coming-soon";

export default function Affiliate() {
  return <ComingSoonPage page="affiliate" />;
}

export const meta = comingSoonMeta("affiliate");
