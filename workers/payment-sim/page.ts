/**
 * The hosted payment page (Snap's redirect_url): small server-rendered HTML, inline CSS, no script.
 * Every interpolated value goes through Hono's `html` tag, which escapes it.
 */
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { hashStream, methodInfo, paymentCodes, type SimTransaction } from "./midtrans";
import { LOOKUP, PAGE } from "./texts";

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/** Rp150.000 */
export const rupiah = (n: number) => `Rp${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ".")}`;

/** "24 November 2026, 10:00 WIB" (Jakarta time). */
export function deadline(ms: number): string {
  const d = new Date(ms + 7 * 3600_000);
  const hh = String(d.getUTCHours()).padStart(2, "0");
  const mm = String(d.getUTCMinutes()).padStart(2, "0");
  return `${d.getUTCDate()} ${PAGE.months[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${hh}:${mm} WIB`;
}

/**
 * A QR-like picture drawn from the token's hash: three finder squares and a pseudo-random grid. It
 * is NOT a scannable QR code — there is nothing to scan; the buyer presses "Bayar (simulasi)".
 */
export function qrSvg(token: string): string {
  const n = 25;
  const next = hashStream(`qris:${token}`);
  const finder = (x: number, y: number) => x < 7 && y < 7;
  const inFinder = (x: number, y: number) => finder(x, y) || finder(n - 1 - x, y) || finder(x, n - 1 - y);
  let path = "";
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) if (!inFinder(x, y) && next() % 2 === 0) path += `M${x} ${y}h1v1h-1z`;
  const square = (x: number, y: number) => `M${x} ${y}h7v7h-7zM${x + 1} ${y + 1}v5h5v-5zM${x + 2} ${y + 2}h3v3h-3z`;
  path += square(0, 0) + square(n - 7, 0) + square(0, n - 7);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 ${n + 4} ${n + 4}" width="220" height="220" role="img" aria-label="${PAGE.qrisAlt}"><rect x="-2" y="-2" width="${n + 4}" height="${n + 4}" fill="#fff"/><path fill="#000" fill-rule="evenodd" d="${path}"/></svg>`;
}

const CSS = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#eef2f7;color:#1a2433}
main{max-width:28rem;margin:0 auto;padding:1rem}h1{font-size:1.25rem;margin:.5rem 0 1rem}
.card{background:#fff;border-radius:12px;padding:1rem;margin-bottom:1rem;box-shadow:0 1px 3px #0002}
.notice{font-size:.875rem;color:#5a4500;background:#fff4cc;border-radius:8px;padding:.5rem .75rem}
dl{margin:0}dt{font-size:.875rem;color:#4a5566}dd{margin:0 0 .75rem;font-weight:600;word-break:break-all}
.amount{font-size:1.5rem}.code{font:600 1.25rem/1.4 ui-monospace,monospace;letter-spacing:.05em}
.qr{display:flex;justify-content:center}button{font:inherit;font-weight:600;width:100%;min-height:48px;
border-radius:8px;border:0;padding:.75rem;margin-top:.5rem;cursor:pointer}.pay{background:#0b5cd5;color:#fff}
.cancel{background:#fff;color:#a1262a;border:1px solid #a1262a}a{color:#0b5cd5}`;

function layout(body: Html): Html {
  return html`<!doctype html>
    <html lang="id">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${PAGE.title}</title>
        <style>
          ${raw(CSS)}
        </style>
      </head>
      <body>
        <main>
          <h1>${PAGE.title}</h1>
          <p class="notice">${PAGE.notice}</p>
          ${body}
        </main>
      </body>
    </html>`;
}

function instructions(tx: SimTransaction): Html {
  const info = methodInfo(tx.method);
  const codes = paymentCodes(tx);
  switch (info.family) {
    case "qris":
      return html`<div class="qr">${raw(qrSvg(tx.token))}</div>
        <p>${PAGE.qrisInstruction}</p>`;
    case "va":
      return html`<dl>
          <dt>${PAGE.vaLabel(info.label)}</dt>
          <dd class="code">${codes.vaNumber}</dd>
        </dl>
        <p>${PAGE.vaInstruction}</p>`;
    case "mandiri":
      return html`<dl>
          <dt>${PAGE.billerCode}</dt>
          <dd class="code">${codes.billerCode}</dd>
          <dt>${PAGE.billKey}</dt>
          <dd class="code">${codes.billKey}</dd>
        </dl>
        <p>${PAGE.mandiriInstruction}</p>`;
    case "ewallet":
      return html`<p>${PAGE.ewalletInstruction(info.label)}</p>`;
    case "store":
      return html`<dl>
          <dt>${PAGE.storeCode}</dt>
          <dd class="code">${codes.storeCode}</dd>
        </dl>
        <p>${PAGE.storeInstruction(info.label)}</p>`;
  }
}

const FINAL: Partial<Record<SimTransaction["status"], [string, string]>> = {
  settlement: [PAGE.paid, PAGE.paidBody],
  capture: [PAGE.paid, PAGE.paidBody],
  cancel: [PAGE.cancelled, PAGE.cancelledBody],
  expire: [PAGE.expired, PAGE.expiredBody],
  deny: [PAGE.denied, PAGE.deniedBody],
  refund: [PAGE.refunded, PAGE.refundedBody],
  partial_refund: [PAGE.refunded, PAGE.partlyRefundedBody],
};

/** The page for a transaction: instructions and the pay/cancel form while pending, else its state. */
export function paymentPage(tx: SimTransaction): Html {
  const final = FINAL[tx.status];
  const summary = html`<dl>
    <dt>${PAGE.amount}</dt>
    <dd class="amount">${rupiah(tx.paidAmount ?? tx.grossAmount)}</dd>
    <dt>${PAGE.orderId}</dt>
    <dd>${tx.orderId}</dd>
    <dt>${PAGE.method}</dt>
    <dd>${methodInfo(tx.method).label}</dd>
    ${
      final
        ? ""
        : html`<dt>${PAGE.deadline}</dt>
            <dd>${deadline(tx.expiresAt)}</dd>`
    }
  </dl>`;
  if (final)
    return layout(
      html`<section class="card">
        <h2>${final[0]}</h2>
        <p>${final[1]}</p>
        ${summary}${tx.finishUrl ? html`<a href="${tx.finishUrl}">${PAGE.back}</a>` : ""}
      </section>`,
    );
  return layout(
    html`<section class="card">${summary}</section>
      <section class="card">
        ${instructions(tx)}
        <form method="post" action="/snap/v4/redirection/${encodeURIComponent(tx.token)}/pay">
          <button class="pay" type="submit" name="action" value="pay">${PAGE.pay}</button>
          <button class="cancel" type="submit" name="action" value="cancel">${PAGE.cancel}</button>
        </form>
      </section>`,
  );
}

/** The pay page's door: type the VA number, bill key, store code or QRIS data of a charged transaction. */
export function lookupPage(code = "", error?: string): Html {
  return layout(
    html`<section class="card">
      <h2>${LOOKUP.title}</h2>
      ${error ? html`<p class="notice" role="alert">${error}</p>` : ""}
      <form method="get" action="/simulator">
        <label for="code">${LOOKUP.label}</label>
        <textarea id="code" name="code" rows="3" style="width:100%;font:inherit">${code}</textarea>
        <button class="pay" type="submit">${LOOKUP.submit}</button>
      </form>
    </section>`,
  );
}

export function notFoundPage(): Html {
  return layout(
    html`<section class="card">
      <h2>${PAGE.notFoundTitle}</h2>
      <p>${PAGE.notFoundBody}</p>
    </section>`,
  );
}
