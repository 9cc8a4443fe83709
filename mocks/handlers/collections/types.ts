import type { EntityName } from '@shared/domain/entities';
import type { EmulatorContext } from '../../context';
import type { Filter, Sort } from '../../db/query';
import type { StoredDoc } from '../../db/records';
import type { Access } from '../access';
import type { ApiInfo } from '../apiTypes';

/** One request on one collection, as the rules of that collection see it. */
export interface CollectionCall {
  ctx: EmulatorContext;
  info: ApiInfo;
  entity: EntityName;
  access: Access;
}

/** A read as sent: its filter and sort, and the token of a link (the preferences page). */
export interface ReadBody {
  filter?: Record<string, unknown>;
  sort?: Sort;
  token?: string;
}

export interface ReadQuery {
  filter?: Filter;
  sort?: Sort;
  limit?: number;
  skip?: number;
}

/**
 * What a collection adds to the generic document endpoint (mocks/handlers/documents.ts), as a CMS's lifecycle hooks
 * per collection: every hook is optional and its absence means the plain behaviour written beside it.
 */
export interface CollectionRules {
  /** Checks a client's fields before defaults and schema; `current` is the stored document of an update. */
  checkWrite?(fields: Record<string, unknown>, current?: StoredDoc): void;
  /** Completes a new document once its schema passed. Default: as sent. */
  beforeCreate?(doc: Record<string, unknown>): void;
  /** Stores one new document and gives the answer's body. Default: an insert, answered with the stored document. */
  create?(call: CollectionCall, doc: Record<string, unknown>, raw: Record<string, unknown>): Promise<unknown>;
  /** Stores a batch of new documents. Default: inserted as they are. */
  createMany?(call: CollectionCall, docs: Record<string, unknown>[], raws: unknown[]): StoredDoc[];
  /** The document an update names by another filter than `{ _id }`. Default: refused (400). */
  targetOf?(call: CollectionCall, filter: { email: string }, token: string | undefined): Promise<StoredDoc>;
  /**
   * Checks an update of `doc` and completes its fields in place (the fields the platform derives); `token` is the
   * one the request carried, if any.
   */
  beforeUpdate?(
    call: CollectionCall,
    doc: StoredDoc,
    update: Record<string, unknown>,
    token: string | undefined,
  ): void | Promise<void>;
  /** Narrows the filter of a non-admin's read to what its rule allows. Default: as sent. */
  readFilter?(call: CollectionCall, body: ReadBody): Promise<Record<string, unknown> | undefined>;
  /** A non-admin's `find`, when it is not the stored documents as stored. Default: the store's. */
  find?(
    call: CollectionCall,
    query: ReadQuery,
  ): { total: number; list: Record<string, unknown>[] } | undefined;
  /** A stored document as every reader gets it (a message with its records beside it). Default: as stored. */
  present?(ctx: EmulatorContext, doc: StoredDoc): StoredDoc;
  /** What a non-admin reads of one document; undefined hides it (404). Default: the whole document. */
  readableBy?(access: Access, doc: StoredDoc): Record<string, unknown> | undefined;
  /**
   * After documents are removed (given as they were, with the ids of the kept answers forgotten with them): what else
   * must go, and how it is made durable.
   */
  afterRemove?(
    ctx: EmulatorContext,
    removed: readonly StoredDoc[],
    forgotten: readonly string[],
  ): Promise<void>;
}
