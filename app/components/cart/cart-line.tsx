import { Link } from "@remix-run/react";
import { ImageOff, Minus, Plus, Trash2 } from "lucide-react";
import { CART_TEXTS } from "~/modules/cart/texts";
import { lineQuantity, maxQuantity, type CartItem } from "~/modules/cart/cart";
import { boughtOneAtATime } from "~/modules/checkout/quantity";
import { formatRupiah } from "~/utils/format";

/** "user_id" → "User ID" when the cart line does not carry the listing's own labels. */
function inputLabel(item: CartItem, id: string): string {
  const labels = item.inputLabels as Record<string, string> | undefined;
  if (labels && typeof labels[id] === "string") return labels[id];
  return id
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) =>
      w.toLowerCase() === "id" || w.toLowerCase() === "uid" ? w.toUpperCase() : w[0]!.toUpperCase() + w.slice(1),
    )
    .join(" ");
}

function listingHref(item: CartItem): string | null {
  const { gameSlug, categorySlug } = item;
  return typeof gameSlug === "string" && typeof categorySlug === "string"
    ? `/games/${gameSlug}/${categorySlug}/${item.id}`
    : null;
}

const stepButton =
  "flex size-11 items-center justify-center rounded-xl border border-surface-200 hover:bg-surface-200 disabled:cursor-not-allowed disabled:opacity-40 dark:border-surface-700 dark:hover:bg-surface-800";

/** One cart line: what it is, the player inputs it carries, the quantity stepper and remove. */
export function CartLine({
  item,
  onQuantity,
  onRemove,
}: {
  item: CartItem;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const quantity = lineQuantity(item);
  const max = maxQuantity(item);
  const href = listingHref(item);
  const name = String(item.name ?? item.id);
  const price = Number.isSafeInteger(item.price) ? item.price : 0;
  const inputs = Object.entries(item.userInputData ?? {});
  const oneAtATime = boughtOneAtATime(item.type);
  return (
    <li
      className="flex gap-3 border-b border-surface-200 py-4 last:border-b-0 dark:border-surface-800"
      data-testid="cart-line"
      data-listing-id={item.id}
    >
      <div className="size-20 shrink-0 overflow-hidden rounded-xl bg-surface-100 dark:bg-surface-800">
        {typeof item.imageUrl === "string" && item.imageUrl ? (
          <img src={item.imageUrl} alt="" width={80} height={80} className="size-full object-cover" loading="lazy" />
        ) : (
          <div className="flex size-full items-center justify-center text-slate-400">
            <ImageOff className="size-6" aria-hidden />
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            {href ? (
              <Link to={href} className="line-clamp-2 font-semibold hover:text-brand" data-testid="cart-line-title">
                {name}
              </Link>
            ) : (
              <p className="line-clamp-2 font-semibold" data-testid="cart-line-title">
                {name}
              </p>
            )}
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {[
                typeof item.type === "string" ? item.type : null,
                typeof item.sellerName === "string" ? item.sellerName : null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
          </div>
          <button
            type="button"
            onClick={onRemove}
            className="flex size-11 shrink-0 items-center justify-center rounded-xl text-slate-600 hover:bg-red-500/10 hover:text-red-600 dark:text-slate-400"
            aria-label={`${CART_TEXTS.remove} ${name}`}
            data-testid="cart-line-remove"
          >
            <Trash2 className="size-5" aria-hidden />
          </button>
        </div>
        {inputs.length > 0 ? (
          <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm" data-testid="cart-line-inputs">
            {inputs.map(([id, value]) => (
              <li key={id}>
                <span className="text-slate-600 dark:text-slate-400">{inputLabel(item, id)}:</span>{" "}
                <span className="font-medium break-all">{value}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap items-end justify-between gap-2">
          {oneAtATime ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Jumlah: 1 <span className="text-xs">({CART_TEXTS.topUpOne})</span>
            </p>
          ) : (
            <div>
              <div className="flex items-center gap-2" role="group" aria-label={`Jumlah ${name}`}>
                <button
                  type="button"
                  className={stepButton}
                  onClick={() => onQuantity(quantity - 1)}
                  disabled={quantity <= 1}
                  aria-label="Kurangi jumlah"
                >
                  <Minus className="size-4" aria-hidden />
                </button>
                <output className="w-10 text-center tabular-nums" aria-live="polite" data-testid="cart-line-quantity">
                  {quantity}
                </output>
                <button
                  type="button"
                  className={stepButton}
                  onClick={() => onQuantity(quantity + 1)}
                  disabled={quantity >= max}
                  aria-label="Tambah jumlah"
                >
                  <Plus className="size-4" aria-hidden />
                </button>
              </div>
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{CART_TEXTS.maxStock(max)}</p>
            </div>
          )}
          <div className="text-right">
            <p className="text-xs text-slate-600 tabular-nums dark:text-slate-400">
              {formatRupiah(price)} × {quantity}
            </p>
            <p className="font-bold text-brand tabular-nums" data-testid="cart-line-subtotal">
              {formatRupiah(price * quantity)}
            </p>
          </div>
        </div>
      </div>
    </li>
  );
}
