/** One image check for the browser and the emulator, so the two cannot drift. */
export { checkImage } from '@shared/media/imageCheck';
