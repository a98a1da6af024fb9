import type { Browser } from '@playwright/test';

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A real PNG for upload forms (the CMS judges an upload by its bytes): the browser draws a
 * coloured card with `caption` on it and photographs it.
 */
export async function pictureOf(
  browser: Browser,
  caption: string,
  size = { width: 1200, height: 400 },
  name = 'e2e.png',
): Promise<UploadFile> {
  const context = await browser.newContext({ viewport: size });
  try {
    const page = await context.newPage();
    await page.setContent(
      `<body style="margin:0"><div style="width:${size.width}px;height:${size.height}px;display:flex;align-items:center;` +
        `justify-content:center;background:linear-gradient(120deg,#0b4f8a,#0f766e);color:#fff;` +
        `font:600 ${Math.round(size.height / 8)}px sans-serif">${caption.replace(/[<&]/g, '')}</div></body>`,
    );
    const buffer = await page.screenshot({ type: 'png' });
    return { name, mimeType: 'image/png', buffer };
  } finally {
    await context.close();
  }
}
