import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import { withoutMeta } from '@shared/domain/documentMeta';
import { isEntityName, type EntityName } from '@shared/domain/entityNames';
import type { FindQuery, PlatformClient } from '@shared/http/types';
import { SEARCH_FIELDS, toField, toPlatformFilter } from './filters';

type Doc = Record<string, unknown> & { _id: string };

/** `_id` → `id`, the key react-admin expects. */
export const toRecord = ({ _id, ...rest }: Doc): RaRecord => ({ ...rest, id: _id });

/** Fields the platform owns, and react-admin's `id`, are never written back. */
export function toDocument(data: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, ...rest } = withoutMeta(data);
  return rest;
}

const DEFAULT_PAGE = { page: 1, perPage: 25 };

export interface DocumentsOptions {
  searchFields?: Readonly<Record<string, readonly string[]>>;
}

/**
 * react-admin's nine methods on the `/lm` document endpoints (structure modelled on ra-data-simple-rest).
 * Filtering, sorting and paging happen on the server; nothing loads a whole collection. Failures are mapped to
 * HttpError once, around the whole provider (dataProvider.ts).
 */
export function documentsProvider(client: PlatformClient, options: DocumentsOptions = {}): DataProvider {
  const searchFields = options.searchFields ?? SEARCH_FIELDS;

  const entity = (resource: string): EntityName => {
    if (!isEntityName(resource)) throw new HttpError(`Ressource inconnue : ${resource}`, 404);
    return resource;
  };

  const findQuery = (
    resource: string,
    params: {
      filter?: Record<string, unknown>;
      sort?: { field: string; order: string };
      pagination?: { page: number; perPage: number };
    },
    extra: Record<string, unknown> = {},
  ): FindQuery => {
    const { page, perPage } = params.pagination ?? DEFAULT_PAGE;
    const query: FindQuery = {
      filter: { ...toPlatformFilter(params.filter, searchFields[resource]), ...extra },
      limit: perPage,
      skip: (page - 1) * perPage,
    };
    if (params.sort?.field)
      query.sort = { [toField(params.sort.field)]: params.sort.order === 'ASC' ? 1 : -1 };
    return query;
  };

  return {
    async getList(resource, params) {
      const { total, list } = await client.find(entity(resource), findQuery(resource, params));
      return { data: list.map(toRecord), total };
    },

    async getOne(resource, params) {
      return { data: toRecord(await client.get(entity(resource), String(params.id))) };
    },

    async getMany(resource, params) {
      const ids = params.ids.map(String);
      const { list } = await client.find(entity(resource), {
        filter: { _id: { $in: ids } },
        limit: ids.length,
      });
      return { data: list.map(toRecord) };
    },

    async getManyReference(resource, params) {
      const query = findQuery(resource, params, { [toField(params.target)]: params.id });
      const { total, list } = await client.find(entity(resource), query);
      return { data: list.map(toRecord), total };
    },

    async create(resource, params) {
      return { data: toRecord(await client.create(entity(resource), toDocument(params.data))) };
    },

    async update(resource, params) {
      const doc = await client.update(entity(resource), { _id: String(params.id) }, toDocument(params.data));
      return { data: toRecord(doc) };
    },

    async updateMany(resource, params) {
      const name = entity(resource);
      const update = toDocument(params.data);
      await Promise.all(params.ids.map((id: Identifier) => client.update(name, { _id: String(id) }, update)));
      return { data: params.ids };
    },

    async delete(resource, params) {
      await client.remove(entity(resource), String(params.id));
      return { data: params.previousData ?? { id: params.id } };
    },

    async deleteMany(resource, params) {
      await client.removeMany(entity(resource), params.ids.map(String));
      return { data: params.ids };
    },
  } as DataProvider;
}
