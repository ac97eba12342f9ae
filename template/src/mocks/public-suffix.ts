/**
 * What the demo backend needs of tldts (vite.config.ts points the package here): `getDomain`, the
 * registrable domain of a host, which tough-cookie asks for when MSW's cookie store files or looks
 * up a mocked cookie. The full answer needs the Public Suffix List (~130 KB, for hosts such as
 * `shop.example.co.uk`); the demo's cookies never leave the page's own origin, so the last two
 * labels are enough here. A real backend sets its own cookies and needs none of this.
 */
export function getDomain(hostname: string): string | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  // IP addresses and single-label hosts (localhost) have no registrable domain.
  if (!host || host.includes(':') || /^[\d.]+$/.test(host)) return null;
  const labels = host.split('.');
  return labels.length < 2 ? null : labels.slice(-2).join('.');
}
