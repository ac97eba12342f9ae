import { describe, expect, it } from 'vitest';
import { certificateSvg } from './certificate';

const text = {
  heading: 'Certificate of Completion',
  intro: 'This certifies that',
  learner: 'Jane <script>alert(1)</script> & Co',
  completed: 'has completed the course',
  course: 'Python "for" Everyone',
  footer: 'Taught by Daniel Osei',
};

describe('certificateSvg', () => {
  it('writes every line as escaped text, so names cannot inject markup', () => {
    const svg = certificateSvg(text);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('Jane &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    expect(svg).toContain('Python &quot;for&quot; Everyone');
    expect(svg).not.toContain('<script>');
  });

  it('sets the text direction for right-to-left languages', () => {
    expect(certificateSvg(text, { rtl: true })).toContain('direction="rtl"');
    expect(certificateSvg(text)).not.toContain('direction="rtl"');
  });
});
