import fs from 'node:fs';
import path from 'node:path';
import { afterEach } from 'vitest';
import { openPages } from './browser.js';
import { artifactsDir, repoRoot } from './server.js';

/**
 * When a browser test fails, its error message gains what each open page showed: the address, the
 * start of its visible text, and a screenshot under e2e/artifacts. A CI log then tells a missing
 * button from a wrong page or an error screen without re-running anything.
 */
afterEach(async ({ task }) => {
  const error = task.result?.state === 'fail' ? task.result.errors?.[0] : undefined;
  if (!error) return;
  const pages = openPages();
  if (!pages.length) return;
  fs.mkdirSync(artifactsDir, { recursive: true });
  const slug = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
  const notes = await Promise.all(
    pages.map(async (page, i) => {
      const file = path.join(artifactsDir, `failed-${slug}-${i + 1}.png`);
      const shot = await page.screenshot({ path: file, timeout: 5_000 }).then(
        () => path.relative(repoRoot, file),
        () => 'none',
      );
      const text = await page
        .locator('body')
        // biome-ignore lint/performance/useDomNodeTextContent: what the user saw is the point, not hidden text
        .innerText({ timeout: 2_000 })
        .catch(() => '');
      return `page ${i + 1}: ${page.url()}\n  shows: ${text.replace(/\s+/g, ' ').slice(0, 500)}\n  screenshot: ${shot}`;
    }),
  );
  error.message += `\n${notes.join('\n')}`;
});
