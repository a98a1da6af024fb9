import type { BrowserContext, Page } from '@playwright/test';

/**
 * Lighthouse's mobile profile, applied for real (not simulated): 150 ms round trip, 1.6 Mbps down,
 * 750 kbps up, the CPU slowed down 4 times, a 375 px wide touch screen.
 */
export const MOBILE_PROFILE = {
  viewport: { width: 375, height: 812 },
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
} as const;

export async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_PROFILE.latencyMs,
    downloadThroughput: MOBILE_PROFILE.downloadBytesPerSecond,
    uploadThroughput: MOBILE_PROFILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
  return page;
}
