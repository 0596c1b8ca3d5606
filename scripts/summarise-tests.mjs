// Prints the test counts of each tier and one closing line 'Tests: N passed, N failed, N skipped'.
import { readFileSync } from 'node:fs';

const [vitestFile, playwrightFile] = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };

const vitest = JSON.parse(readFileSync(vitestFile, 'utf8'));
const byProject = new Map();
for (const file of vitest.testResults) {
  for (const test of file.assertionResults) {
    const project = file.name.match(/(packages|apps)\/([^/]+)\//)?.[2] ?? 'other';
    const counts = byProject.get(project) ?? { passed: 0, failed: 0, skipped: 0 };
    const outcome = test.status === 'passed' ? 'passed' : test.status === 'failed' ? 'failed' : 'skipped';
    counts[outcome] += 1;
    totals[outcome] += 1;
    byProject.set(project, counts);
  }
}
for (const [project, counts] of byProject) {
  console.log(
    `vitest ${project}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
  );
}

const playwright = JSON.parse(readFileSync(playwrightFile, 'utf8'));
const stats = playwright.stats;
const e2e = { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
console.log(`playwright e2e: ${e2e.passed} passed, ${e2e.failed} failed, ${e2e.skipped} skipped`);
for (const key of Object.keys(totals)) totals[key] += e2e[key];

console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
