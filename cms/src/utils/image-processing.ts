import sharp from 'sharp';

/**
 * sharp (Strapi's responsive formats, the legacy upload checks) uses one thread per core by
 * default: a save with a photo then takes every core from the readers, and under load both the
 * readers and the save slow down. One thread (SHARP_CONCURRENCY, checked by config-check) leaves the rest to
 * the requests. sharp is one module per process, so this is set once for all Strapi instances.
 */
export function boundImageProcessing(env: NodeJS.ProcessEnv = process.env): void {
  const raw = env.SHARP_CONCURRENCY?.trim();
  sharp.concurrency(raw ? Number(raw) : 1);
}
