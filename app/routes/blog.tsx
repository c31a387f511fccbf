import { ComingSoonPage, comingSoonMeta } from "~/components/info/coming-soon";

export default function Blog() {
  return <ComingSoonPage page="blog" />;
}

export const meta = comingSoonMeta("blog");
