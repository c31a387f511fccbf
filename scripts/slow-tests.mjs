// The slowest tests of a run, read from the JSON reports vitest and Playwright write beside their
// usual output (scripts/test.mjs asks for them). `npm test` prints them in its summary, so a test that
// creeps towards its time limit shows long before it fails on a busy machine.
import { existsSync, readFileSync } from "node:fs";

/** Tests at or above this many seconds are listed. */
export const SLOW_TEST_SECONDS = 5;

/** [{ name, seconds, limitSeconds? }] from a vitest JSON report (jest-compatible shape). */
export function vitestDurations(file) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, "utf8"));
  return (report.testResults ?? []).flatMap((suite) =>
    (suite.assertionResults ?? []).map((t) => ({
      name: `${relative(suite.name)} › ${t.fullName}`,
      seconds: (t.duration ?? 0) / 1000,
    })),
  );
}

/** [{ name, seconds, limitSeconds }] from a Playwright JSON report (suites nest; a test may retry). */
export function playwrightDurations(file) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, "utf8"));
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = Math.max(0, ...(test.results ?? []).map((r) => r.duration ?? 0));
        out.push({
          name: `${spec.file} › ${[...titles, spec.title].join(" › ")}`,
          seconds: ms / 1000,
          limitSeconds: test.timeout ? test.timeout / 1000 : undefined,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.title && !suite.file ? [...titles, suite.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out;
}

/**
 * The tests that failed (vitest: status "failed"; Playwright: "unexpected") and, from Playwright,
 * the ones that failed first and passed on their retry ("flaky"), each with the first lines of its
 * error. `npm test` prints them last, so the end of a long CI log says which test broke.
 */
export function failedTests(vitestFile, playwrightFile) {
  const out = [];
  if (existsSync(vitestFile)) {
    const report = JSON.parse(readFileSync(vitestFile, "utf8"));
    for (const suite of report.testResults ?? []) {
      const failedTestsOfSuite = (suite.assertionResults ?? []).filter((t) => t.status === "failed");
      for (const t of failedTestsOfSuite) {
        out.push({
          kind: "failed",
          name: `${relative(suite.name)} › ${t.fullName}`,
          error: (t.failureMessages ?? [])[0],
        });
      }
      // A file that failed to load has no test results, only a message.
      if (suite.status === "failed" && failedTestsOfSuite.length === 0) {
        out.push({ kind: "failed", name: relative(suite.name), error: suite.message });
      }
    }
  }
  if (existsSync(playwrightFile)) {
    const report = JSON.parse(readFileSync(playwrightFile, "utf8"));
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status !== "unexpected" && test.status !== "flaky") continue;
          const firstError = (test.results ?? []).find((r) => r.error)?.error;
          out.push({
            kind: test.status === "flaky" ? "flaky (passed on retry)" : "failed",
            name: `${spec.file} › ${[...titles, spec.title].join(" › ")}`,
            error: firstError?.message ?? firstError?.value,
          });
        }
      }
      for (const child of suite.suites ?? [])
        walk(child, suite.title && !suite.file ? [...titles, suite.title] : titles);
    };
    for (const suite of report.suites ?? []) walk(suite, []);
  }
  // eslint-disable-next-line no-control-regex -- strip the terminal colours of error messages
  const plain = (text) => String(text ?? "").replace(/\u001b\[[0-9;]*m/g, "");
  return out.map((t) => ({ ...t, error: plain(t.error).split("\n").slice(0, 12).join("\n") }));
}

/** The tests at or above the threshold, slowest first. */
export function slowest(durations, threshold = SLOW_TEST_SECONDS) {
  return durations.filter((d) => d.seconds >= threshold).sort((a, b) => b.seconds - a.seconds);
}

function relative(file) {
  const cwd = process.cwd();
  return file.startsWith(cwd) ? file.slice(cwd.length + 1) : file;
}
