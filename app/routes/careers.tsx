import { ComingSoonPage, comingSoonMeta } from "~/components/info/coming-soon";

export default function Careers() {
  return <ComingSoonPage page="careers" />;
}

export const meta = comingSoonMeta("careers");
