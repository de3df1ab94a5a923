import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage();
const pending = new Set();
p.on('request', (r) => pending.add(r.url()));
p.on('requestfinished', (r) => pending.delete(r.url()));
p.on('requestfailed', (r) => { pending.delete(r.url()); console.log('FAIL', r.url(), r.failure()?.errorText); });
await p.goto('http://localhost:3110/assessment');
try { await p.waitForLoadState('networkidle', { timeout: 8000 }); console.log('idle'); } catch { console.log('not idle; pending', [...pending]); }
await b.close();
