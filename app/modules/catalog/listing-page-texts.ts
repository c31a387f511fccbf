/**
 * What the listing page says about buying once the buy box is used (its submit's code, loaded on
 * first touch; also the cart's and login's words for the same steps): in a module of its own so
 * pages without a buy box do not carry it. What the page shows before is ./listing-view-texts.ts;
 * ./texts.ts has the catalog's other texts.
 */
export const LISTING_PAGE_TEXTS = {
  loginRequired: "Login Diperlukan",
  loginToBuy: "Silakan login untuk menambahkan produk ke keranjang.",
  inputRequired: "Input Diperlukan",
  inputInvalid: "Input Tidak Valid",
  fillInput: (label: string) => `Mohon isi ${label}.`,
  invalidQuantity: "Jumlah Tidak Valid",
  quantityRange: (stock: number) => `Jumlah harus bilangan bulat dari 1 sampai ${stock}.`,
  addedToCart: "Ditambahkan ke Keranjang",
  topUpOne: "Top Up dibeli satu per pesanan.",
} as const;
