/** Dev ports of the spec (Vite's 5173 and a preview server's 5000). */
const DEV_PORTS = new Set(['5173', '5000']);

/**
 * True on hosts where the developer page map may show: localhost, dev or preview hosts, and the
 * dev ports. Decided in the browser, so prerendered HTML for a public host never contains it.
 */
export function isDevOrPreviewHost(hostname: string, port: string): boolean {
  const host = hostname.toLowerCase();
  if (DEV_PORTS.has(port)) return true;
  if (host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.localhost')) return true;
  const labels = host.split('.');
  return labels.some(
    (label) => /^(dev|preview|staging)$/.test(label) || /-(dev|preview)$/.test(label) || /^(dev|preview)-/.test(label),
  );
}
