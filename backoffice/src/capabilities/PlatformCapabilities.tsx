import { usePlatformExtensions } from './usePlatformExtension';

/**
 * Asks the platform which extensions it offers as soon as the back-office starts (docs/platform.md#extensions), so
 * that a screen knows before it draws its actions. Mounted once, in the layout; draws nothing.
 */
export const PlatformCapabilities = () => {
  usePlatformExtensions();
  return null;
};
