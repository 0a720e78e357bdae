// Adds up the JSON reports of the CI runs and prints one closing line: "N passed, N failed".
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
function count(report) {
  if ('numPassedTests' in report) {
    // Vitest's JSON reporter.
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + (report.numTodoTests ?? 0),
    };
  }
  // Playwright's JSON reporter.
  const { expected, flaky, unexpected, skipped: notRun } = report.stats;
  return { passed: expected + flaky, failed: unexpected, skipped: notRun };
}

for (const file of process.argv.slice(2)) {
  const one = count(JSON.parse(readFileSync(file, 'utf8')));
  passed += one.passed;
  failed += one.failed;
  skipped += one.skipped;
  console.log(`${file}: ${one.passed} passed, ${one.failed} failed, ${one.skipped} skipped`);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
