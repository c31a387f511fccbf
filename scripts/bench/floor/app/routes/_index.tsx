// 24 cards without data: the framework's cost of a catalog page (routing, a loader, React's render,
// hydration), with nothing of D1, the cache or the app's components.
import { Link, useLoaderData } from "@remix-run/react";

export function loader() {
  return Array.from({ length: 24 }, (_, i) => ({
    id: `lst_${String(i + 1).padStart(3, "0")}`,
    title: `Akun Mobile Legends Mythic ${i + 1} — 120 skin, emblem max`,
    price: 150_000 + i * 25_000,
    seller: `penjual_${i + 1}`,
    sold: i * 7,
  }));
}

const rupiah = new Intl.NumberFormat("id-ID", { style: "currency", currency: "IDR", maximumFractionDigits: 0 });

export default function Index() {
  const cards = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Listing terbaru</h1>
      <ul>
        {cards.map((card) => (
          <li key={card.id}>
            <Link to={`/?listing=${card.id}`}>
              <div className="pic" aria-hidden="true" />
              <h2>{card.title}</h2>
              <p className="price">{rupiah.format(card.price)}</p>
              <p>
                {card.seller} · {card.sold} terjual
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
