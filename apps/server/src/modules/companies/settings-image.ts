import { SETTINGS_IMAGE } from '@screener/contracts/company-settings';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import {
  type ImageFolder,
  readUploadedImage,
  registerImageDelivery,
  storeUploadedImage,
} from '../../lib/uploaded-image.ts';
import type { SettingsDeps } from './deps.ts';

/** Where logos and favicons are served from; the file name is the hash of the bytes. */
export const SETTINGS_IMAGE_URL_PREFIX = '/uploads/company-images/';
const FOLDER: ImageFolder = { folder: 'company-images', urlPrefix: SETTINGS_IMAGE_URL_PREFIX };

/**
 * A logo or favicon under 700 KB (its data URL fits the 1 MB body limit), no side above 2048 px;
 * a favicon square.
 */
export function storeSettingsImage(
  deps: Pick<SettingsDeps, 'storage'>,
  kind: 'logo' | 'favicon',
  dataUrl: string,
): Promise<string> {
  return storeUploadedImage(
    deps.storage,
    FOLDER,
    { maxBytes: SETTINGS_IMAGE.maxBytes, maxSide: SETTINGS_IMAGE.maxSide, square: kind === 'favicon' },
    dataUrl,
    () => new AppError('SETTINGS_IMAGE_INVALID'),
  );
}

export function registerSettingsImageDelivery(app: FastifyInstance, deps: SettingsDeps): void {
  registerImageDelivery(app, deps.storage, FOLDER);
}

/** A logo or favicon the settings keep, by its address: its bytes and kind, or null for any other address. */
export function readSettingsImage(deps: Pick<SettingsDeps, 'storage'>, url: string) {
  return readUploadedImage(deps.storage, FOLDER, url);
}
