import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.js';

describe('sanitizeRichText', () => {
  it('keeps the formatting the editor produces', () => {
    const html =
      '<h2>Spesial</h2><p><strong>Pedas</strong> <em>sekali</em> <u>enak</u></p><ul><li>satu</li></ul><ol><li>dua</li></ol><p>a<br />b</p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, event handlers and unknown tags', () => {
    const out = sanitizeRichText(
      '<p onclick="x()">ok</p><script>alert(1)</script><img src=x onerror=alert(2)><iframe src="https://evil"></iframe><style>p{}</style>',
    );
    expect(out).toBe('<p>ok</p>');
    expect(out).not.toMatch(/script|onerror|onclick|iframe|style/i);
  });

  it('allows only http, https and mailto links', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="https://saji.example/menu">x</a>')).toBe('<a href="https://saji.example/menu">x</a>');
    expect(sanitizeRichText('<a href="mailto:halo@saji.example">x</a>')).toBe('<a href="mailto:halo@saji.example">x</a>');
  });

  it('keeps a new-tab link from reaching its opener', () => {
    expect(sanitizeRichText('<a href="https://x.example" target="_top">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('strips attributes a span could carry script or styling in', () => {
    expect(sanitizeRichText('<span style="background:url(javascript:x)" onmouseover="y">t</span>')).toBe('<span>t</span>');
  });
});
