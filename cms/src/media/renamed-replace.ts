import path from 'node:path';

interface StoredFile {
  name: string;
  hash: string;
  ext?: string;
}

export interface ProviderService {
  replace(newFile: StoredFile, oldFile: StoredFile): Promise<void>;
  [name: string]: unknown;
}

/**
 * The upload plugin's provider service, except that a file replaced in the Media Library is stored
 * under a new name. Strapi keeps the old name (so the old URL), and then every browser and proxy
 * that kept the image under that URL keeps showing the old picture; with a new name, the answers
 * that show it change (and so their ETag) and the new bytes are fetched. The providers handle a
 * changed name themselves: the new file is written first, then the old one deleted. Its formats
 * are named after it, so they move with it.
 */
export function renamingReplace(provider: ProviderService, newName: (basename: string) => string): ProviderService {
  return {
    ...provider,
    replace(newFile, oldFile) {
      // Set before the first await: Strapi names the formats after this hash right after this call.
      if (newFile.hash === oldFile.hash)
        newFile.hash = newName(path.basename(newFile.name, path.extname(newFile.name)));
      return provider.replace(newFile, oldFile);
    },
  };
}
