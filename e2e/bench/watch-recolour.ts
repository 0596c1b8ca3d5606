import { type CDPSession, chromium, type Page } from '@playwright/test';

/**
 * How long marking a word known keeps the watch page's main thread busy, with the CPU slowed 4
 * times as Lighthouse's phone is: the browser's own Event Timing entry of the click on 'Known'
 * (from the click to the frame that shows every form of the word re-coloured). Prints:
 *
 *   watch-recolour page=… lines=… occurrences=… processing=..ms duration=..ms (median of 5)
 *
 * `processing` is the click's handlers and React's render; `duration` adds the style, layout and
 * paint of the frame after it (Event Timing rounds it to 8 ms).
 */
export async function measureRecolour(baseURL: string, cookie: string, pagePath: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: false });
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name = '', value = ''] = pair.split('=');
        return { name, value, url: baseURL };
      }),
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${baseURL}${pagePath}`);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.locator('button[data-status="new"]').first().waitFor();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const figures: { processing: number; duration: number; occurrences: number }[] = [];
    for (let run = 0; run < 5; run += 1) figures.push(await markOneWord(page));
    if (process.env.RECOLOUR_PROFILE) await printProfile(cdp, page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const lines = await page.getByTestId('lines-understood').textContent();
    const median = (pick: (figure: (typeof figures)[number]) => number) =>
      figures.map(pick).sort((a, b) => a - b)[Math.floor(figures.length / 2)] ?? 0;
    console.log(
      `watch-recolour page=${pagePath} lines="${lines}" occurrences=${median((f) => f.occurrences)} ` +
        `processing=${median((f) => f.processing).toFixed(1)}ms duration=${median((f) => f.duration)}ms (median of 5, CPU ×4)`,
    );
  } finally {
    await browser.close();
  }
}

/**
 * RECOLOUR_PROFILE=1: the functions that took the most of one more mark's CPU time (self time,
 * from the JavaScript profiler), to see what to make cheaper.
 */
async function printProfile(cdp: CDPSession, page: Page) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await markOneWord(page);
  const { profile } = await cdp.send('Profiler.stop');
  const selfTime = new Map<string, number>();
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, index) => {
    const node = profile.nodes.find((each) => each.id === id);
    if (!node) return;
    const { functionName, url, lineNumber } = node.callFrame;
    const name = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber}`;
    selfTime.set(name, (selfTime.get(name) ?? 0) + (deltas[index] ?? 0) / 1000);
  });
  const top = [...selfTime].filter(([name]) => !name.startsWith('(idle)') && !name.startsWith('(program)'));
  for (const [name, ms] of top.sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`  ${ms.toFixed(1)}ms ${name}`);
}

/** Opens the new word with the most forms on screen, marks it known and reads the click's Event Timing. */
async function markOneWord(page: Page) {
  const index = await page.locator('button[data-status="new"]').evaluateAll((buttons) => {
    const counts = new Map<string, number>();
    for (const button of buttons) {
      const word = button.getAttribute('data-word') ?? '';
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  });
  const word = page.locator(`button[data-word="${index}"]`).first();
  await word.click();
  const known = page.getByRole('dialog').getByRole('button', { name: 'Known', exact: true });
  await known.waitFor();
  await page.evaluate(() => {
    const timings: PerformanceEventTiming[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[])
        if (entry.name === 'click') timings.push(entry);
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
    (window as unknown as { recolourTimings: PerformanceEventTiming[] }).recolourTimings = timings;
  });
  await known.click();
  // Every form of the word in the transcript, drawn or not: the lines off screen are drawn when scrolled to.
  const occurrences = await page.locator(`button[data-word="${index}"][data-status="known"]`).count();
  await page.waitForTimeout(500);
  const timing = await page.evaluate(() => {
    const entry = (window as unknown as { recolourTimings: PerformanceEventTiming[] }).recolourTimings[0];
    return entry
      ? { processing: entry.processingEnd - entry.processingStart, duration: entry.duration }
      : null;
  });
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  return { ...(timing ?? { processing: 0, duration: 0 }), occurrences };
}
