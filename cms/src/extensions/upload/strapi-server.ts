import type { Core } from '@strapi/strapi';
import { deferrableImageManipulation, type ImageManipulation } from '../../media/deferred-formats';
import { sharedState } from '../../cache/shared-state';
import { FormatQueue, formatQueue } from '../../media/format-queue';
import { renamingReplace, type ProviderService } from '../../media/renamed-replace';
import { guardMediaStorage, type UploadProvider } from '../../media/storage-failures';

type ServiceFactory<T> = (context: { strapi: Core.Strapi }) => T;

interface UploadService {
  remove(file: { id: number }): Promise<unknown>;
  replace(id: number, ...rest: unknown[]): Promise<unknown>;
  [name: string]: unknown;
}

interface UploadPlugin {
  register: (context: { strapi: Core.Strapi }) => Promise<void>;
  services: {
    upload: ServiceFactory<UploadService>;
    provider: ServiceFactory<ProviderService>;
    'image-manipulation': ImageManipulation;
    'format-queue'?: ServiceFactory<FormatQueue>;
    [name: string]: unknown;
  };
}

/**
 * Strapi's upload plugin, through its own extension point (src/extensions/<plugin>/strapi-server):
 * - its image-manipulation service can leave an upload's responsive formats for later
 *   (media/deferred-formats.ts), which the legacy saves do; a `format-queue` service makes them
 *   after the save is answered (media/format-queue.ts);
 * - a file removed or replaced first settles its formats still waiting, so none is left behind;
 * - a file replaced in the Media Library gets a new name, so a new URL (media/renamed-replace.ts);
 * - a storage (disk or bucket) that cannot store a picture raises one error of its own (a 503),
 *   and one that cannot delete it is logged without keeping the row (media/storage-failures.ts).
 */
export default (plugin: UploadPlugin): UploadPlugin => {
  const { upload, provider } = plugin.services;
  const register = plugin.register;
  plugin.register = async ({ strapi }) => {
    await register({ strapi });
    // The plugin's register made the provider (local or aws-s3) from config/plugins.ts.
    guardMediaStorage(strapi.plugin('upload').provider as UploadProvider, () => strapi.log);
  };
  plugin.services['image-manipulation'] = deferrableImageManipulation(plugin.services['image-manipulation']);
  // Image work waits while an editor's write is in flight in this process.
  plugin.services['format-queue'] = ({ strapi }) =>
    new FormatQueue(strapi, () => sharedState(strapi).writePriority.writesDone());

  plugin.services.provider = ({ strapi }) => {
    const images = () =>
      strapi.plugin('upload').service<{ generateFileName(basename: string): string }>('image-manipulation');
    return renamingReplace(provider({ strapi }), (basename) => images().generateFileName(basename));
  };

  plugin.services.upload = ({ strapi }) => {
    const service = upload({ strapi });
    return {
      ...service,
      async remove(file) {
        await formatQueue(strapi).settle(file.id);
        // The formats made since the caller read the file are removed with it.
        const current = (await strapi.db.query('plugin::upload.file').findOne({ where: { id: file.id } })) as {
          id: number;
        } | null;
        return service.remove(current ?? file);
      },
      async replace(id, ...rest) {
        await formatQueue(strapi).settle(id);
        return service.replace(id, ...rest);
      },
    };
  };
  return plugin;
};
