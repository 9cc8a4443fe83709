import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isSearch, readAdmission } from './readAdmission';

const FIND = '/lm/renovation-lehavre/messages/documents/find';
const INSERT = '/lm/renovation-lehavre/messages/documents';

/** A request as the middleware sees it, and its response, which `close()` ends. */
function call(method: string, path: string) {
  const req = { method, path } as IncomingMessage & { path: string };
  const res = new EventEmitter() as unknown as ServerResponse;
  let handled = false;
  return {
    req,
    res,
    next: () => (handled = true),
    handled: () => handled,
    close: () => res.emit('close'),
  };
}

function send(admission: ReturnType<typeof readAdmission>, method: string, path: string) {
  const request = call(method, path);
  admission(request.req, request.res, request.next);
  return request;
}

describe('readAdmission', () => {
  it('tells searches (find, list) from every other request', () => {
    expect(isSearch('POST', FIND)).toBe(true);
    expect(isSearch('POST', '/lm/p/reviews/documents/list')).toBe(true);
    expect(isSearch('POST', INSERT)).toBe(false);
    expect(isSearch('POST', '/lm/p/messages/documents/batch')).toBe(false);
    expect(isSearch('PUT', INSERT)).toBe(false);
    expect(isSearch('GET', '/contact/')).toBe(false);
  });

  it('handles at most `limit` searches at once and admits the next, in arrival order, as one ends', () => {
    const admission = readAdmission(2);
    const searches = Array.from({ length: 4 }, () => send(admission, 'POST', FIND));
    expect(searches.map((s) => s.handled())).toEqual([true, true, false, false]);
    expect(admission.state()).toEqual({ running: 2, waiting: 2 });

    searches[1]!.close();
    expect(searches.map((s) => s.handled())).toEqual([true, true, true, false]);
    searches[0]!.close();
    expect(searches[3]!.handled()).toBe(true);
    searches[2]!.close();
    searches[3]!.close();
    expect(admission.state()).toEqual({ running: 0, waiting: 0 });
  });

  it('lets a write straight in while searches wait their turn', () => {
    const admission = readAdmission(1);
    send(admission, 'POST', FIND);
    const waiting = send(admission, 'POST', FIND);
    const insert = send(admission, 'POST', INSERT);
    expect(waiting.handled()).toBe(false);
    expect(insert.handled()).toBe(true);
    expect(admission.state()).toEqual({ running: 1, waiting: 1 });
  });

  it('drops a waiting search whose client went away, without freeing a place it never had', () => {
    const admission = readAdmission(1);
    const first = send(admission, 'POST', FIND);
    const gone = send(admission, 'POST', FIND);
    const last = send(admission, 'POST', FIND);
    gone.close();
    expect(admission.state()).toEqual({ running: 1, waiting: 1 });
    first.close();
    expect(gone.handled()).toBe(false);
    expect(last.handled()).toBe(true);
    expect(admission.state()).toEqual({ running: 1, waiting: 0 });
  });
});
