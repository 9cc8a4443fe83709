import { describe, expect, it } from 'vitest';
import type { Change, Persistence } from '../db/persistence';
import { HOST_KINDS, useHost } from './hosts';
import { uniqueEmail } from './samples';

/** One write the store asks of its persistence: what it writes, whole or as journal records. */
type Write = { call: 'save' | 'append'; records: string[] };

const describeChange = (change: Change): string[] =>
  change.op === 'group'
    ? change.changes.flatMap(describeChange)
    : [`${change.op} ${'entity' in change ? change.entity : 'file'}`];

/** Records every write of the store, then lets it through unchanged. */
function writeRecorder() {
  const writes: Write[] = [];
  const wrap = (inner: Persistence): Persistence => {
    const save: Persistence['save'] = (snapshot) => {
      writes.push({ call: 'save', records: [] });
      return inner.save(snapshot);
    };
    const append: Persistence['append'] = (changes, state) => {
      writes.push({ call: 'append', records: changes.flatMap(describeChange) });
      return inner.append!(changes, state);
    };
    // The files' persistence is a class: its other methods keep their `this`.
    return new Proxy(inner, {
      get(target, name) {
        if (name === 'save') return save;
        if (name === 'append' && target.append) return append;
        const value: unknown = Reflect.get(target, name, target);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
  };
  return { wrap, take: () => writes.splice(0) };
}

/**
 * A sign-up does the same work whether the address is known or not (docs/newsletter.md#inscription), so the answer's
 * time cannot tell what its body does not. Counted, not timed: a known address writes the same records, to the same
 * collections, in as many durable writes as a new one (its subscriber and its welcome e-mail written again as they
 * are), and has its welcome e-mail rendered and looked up all the same. A timing would measure the machine's load.
 */
describe.each(HOST_KINDS)('the work of a sign-up on %s', (kind) => {
  const recorder = writeRecorder();
  const host = useHost(kind, { wrapPersistence: recorder.wrap });
  // The store writes behind the answer: each sign-up's writes are taken once they are all done, so a write that a
  // busy machine delays is never counted with the next sign-up's.
  const signUp = async (email: string) => {
    await host.store.flush();
    recorder.take();
    const answer = await host.call(host.docs('subscribers'), { json: { email } });
    expect(answer).toMatchObject({ status: 200, data: { email } });
    await host.store.flush();
    return recorder.take();
  };

  it('is the same, write for write, for a known address and a new one', async () => {
    const known = uniqueEmail('deja.abonne');
    const first = await signUp(known);
    const again = await signUp(known);
    const fresh = await signUp(uniqueEmail('nouvel.abonne'));
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.flatMap((write) => write.records)).toEqual(
      kind === 'http' ? ['put subscribers', 'put emails'] : [],
    );
    expect(again).toEqual(fresh);
    expect(first).toEqual(fresh);
  });
});
