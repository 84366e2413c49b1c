import path from 'node:path';
import { chromium } from 'playwright-core';
import { createDemoServer } from './demo/server/app';
async function main() {
  const server = await createDemoServer({ distDir: path.resolve('dist'), port: 0 });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  for (let run = 0; run < 2; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(`(() => { window.__marks = []; new MutationObserver((records) => { for (const r of records) if (r.attributeName === 'data-np-status') window.__marks.push([Math.round(performance.now()), r.target.localName, r.target.getAttribute('data-np-status')]); }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-np-status'] }); new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__marks.push([Math.round(e.startTime), 'paint', e.name]); }).observe({ type: 'paint', buffered: true }); })()`);
    await page.goto(`http://diario.localhost:${server.port}${process.argv[2]}`);
    await page.waitForTimeout(6000);
    const out = await page.evaluate(`(() => { const r = performance.getEntriesByType('resource').filter((e) => /np-/.test(e.name)).map((e) => [Math.round(e.startTime), Math.round(e.responseEnd), e.name.split('/').pop().slice(0, 22), Math.round(e.encodedBodySize/1024)]); return { r, marks: window.__marks.filter((m) => m[2] !== 'loading') }; })()`);
    if (run === 1) { console.log(process.argv[2]); for (const x of (out as any).r) console.log('  ', JSON.stringify(x)); for (const x of (out as any).marks) console.log('  ', JSON.stringify(x)); }
    await context.close();
  }
  await browser.close(); await server.close();
}
main();
