/** The certificate a learner downloads: a self-contained SVG drawn from the dashboard's data. */

export interface CertificateText {
  heading: string;
  /** "This certifies that" */
  intro: string;
  learner: string;
  /** "has completed the course" */
  completed: string;
  course: string;
  /** "Taught by …, completed on …" */
  footer: string;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** A landscape certificate (A4 proportions); `rtl` sets the text direction of every line. */
export function certificateSvg(text: CertificateText, options: { rtl?: boolean; accent?: string } = {}): string {
  const accent = options.accent ?? '#794dff';
  const direction = options.rtl ? 'rtl' : 'ltr';
  const line = (y: number, size: number, value: string, weight = 400, fill = '#1f2937') =>
    `<text x="421" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle" direction="${direction}">${escapeXml(value)}</text>`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="842" height="595" viewBox="0 0 842 595" font-family="system-ui, sans-serif">',
    '<rect width="842" height="595" fill="#ffffff"/>',
    `<rect x="24" y="24" width="794" height="547" fill="none" stroke="${accent}" stroke-width="6" rx="12"/>`,
    `<rect x="40" y="40" width="762" height="515" fill="none" stroke="${accent}" stroke-opacity="0.35" stroke-width="1.5" rx="8"/>`,
    line(150, 40, text.heading, 700, accent),
    line(220, 18, text.intro, 400, '#4b5563'),
    line(285, 36, text.learner, 700),
    line(335, 18, text.completed, 400, '#4b5563'),
    line(390, 28, text.course, 600),
    line(480, 14, text.footer, 400, '#6b7280'),
    `<circle cx="421" cy="525" r="14" fill="${accent}"/>`,
    '</svg>',
  ].join('');
}

/** Saves text as a file through a temporary link (no server round trip). */
export function downloadFile(name: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Revoked on the next tick: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
