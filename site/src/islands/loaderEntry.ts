// The loader's bundle entry (pipeline/vite/siteBuild.ts, `loader` environment): the module inlined in every public page.
import { start } from './loader';

start();
