import sharp from 'sharp';

/**
 * Bounds what image processing (the upload plugin's responsive formats, the legacy upload checks)
 * may hold in memory: libvips keeps decoded images in a cache of up to 50 MB and 100 operations
 * here, not its defaults, and no image over MAX_IMAGE_PIXELS reaches a decoder (legacy/uploads.ts).
 */
export function boundImageMemory(): void {
  sharp.cache({ memory: 50, files: 0, items: 100 });
}
