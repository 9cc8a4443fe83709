// The loader's bundle entry (vite.config.ts, `loader` environment): the module inlined in every public page.
import { start } from './loader';

start();
