// Lighthouse mobile (its default config: Moto G Power-class phone, simulated Slow 4G, 4x CPU
// slowdown) in Debian's Chromium, headless. A fresh Chrome for every run — as the Lighthouse CLI
// does; a Chrome reused for many runs here once hung in a navigation for minutes — so every run is
// a first visit, and a run that takes longer than `timeoutMs` is abandoned.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

/** One Lighthouse run: score (0–100), LCP and TBT (ms), CLS, total bytes (KiB). */
export async function lighthouseRun(url, { timeoutMs = 90_000 } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    logLevel: "silent",
  });
  let timer;
  try {
    const run = lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    run.catch(() => {}); // after a timeout its rejection (Chrome gone) has nobody to tell
    const result = await Promise.race([
      run,
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`Lighthouse ${url}: no result within ${timeoutMs / 1000} s`)),
          timeoutMs,
        );
      }),
    ]);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse ${url}: ${runtimeError.code} ${runtimeError.message}`);
    return {
      score: Math.round((categories.performance.score ?? 0) * 100),
      lcp: audits["largest-contentful-paint"].numericValue,
      tbt: audits["total-blocking-time"].numericValue,
      cls: audits["cumulative-layout-shift"].numericValue,
      kib: audits["total-byte-weight"].numericValue / 1024,
    };
  } finally {
    clearTimeout(timer);
    chrome.kill();
  }
}
