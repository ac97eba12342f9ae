/**
 * Saves a chart (our SVG charts) as an SVG or PNG file. The chart's colours and fonts come from
 * theme variables and classes, which mean nothing outside the page, so each element's computed
 * look is written onto it before the copy leaves. Loaded only when an export is chosen.
 */

/** The presentation properties the charts set through CSS. */
const properties = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-opacity',
  'stroke-width',
  'stroke-dasharray',
  'stroke-linecap',
  'opacity',
  'stop-color',
  'stop-opacity',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
];

/** A copy of the chart that draws the same anywhere: styles inlined, size and namespace set. */
export function standaloneSvg(svg: SVGSVGElement): { text: string; width: number; height: number } {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  originals.forEach((node, index) => {
    const target = copies[index] as SVGElement | undefined;
    if (!target) return;
    const style = getComputedStyle(node);
    for (const property of properties) target.style.setProperty(property, style.getPropertyValue(property));
    target.removeAttribute('class');
  });
  const { width, height } = svg.getBoundingClientRect();
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(Math.round(width)));
  copy.setAttribute('height', String(Math.round(height)));
  if (!copy.getAttribute('viewBox')) copy.setAttribute('viewBox', `0 0 ${Math.round(width)} ${Math.round(height)}`);
  return { text: new XMLSerializer().serializeToString(copy), width, height };
}

function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A PNG at twice the chart's size, on the card's background (a PNG has no page behind it). */
async function toPng(svg: SVGSVGElement, text: string, width: number, height: number): Promise<Blob> {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * 2);
  canvas.height = Math.round(height * 2);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  const card = svg.closest<HTMLElement>('[data-slot="card"]') ?? document.body;
  context.fillStyle = getComputedStyle(card).backgroundColor;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
  );
}

export async function downloadChart(svg: SVGSVGElement, filename: string, format: 'png' | 'svg'): Promise<void> {
  const { text, width, height } = standaloneSvg(svg);
  const blob = format === 'svg' ? new Blob([text], { type: 'image/svg+xml' }) : await toPng(svg, text, width, height);
  save(blob, filename);
}
