import { afterAll, beforeAll } from 'vitest';
import { closeFileServer, openFileServer } from './fileServer';

// Before the file's own hooks, and after them at the end (`sequence.hooks: 'stack'`, Vitest's default): its
// afterAll still reaches its server.
beforeAll(openFileServer);
afterAll(closeFileServer);
