import { http, HttpResponse, type HttpHandler } from 'msw';
import { fileDeleteRequestSchema } from '@shared/domain/platformCalls';
import type { UploadedFile } from '@shared/http/types';
import { IMAGE_UPLOAD_RULES } from '@shared/media/imageCheck';
import type { EmulatorContext } from '../context';
import { fileIdFromUrl, fileUrl } from '../db/fileUrl';
import { requireAdmin } from './access';
import { ApiError, fail, ok, parseJson, parseWith } from './envelope';
import { api, lmPath, readLimited, withErrors } from './guards';
import { checkImage } from './imageCheck';
import { assertRoomFor, sweepOrphanFiles } from './storage';

export const MAX_FILES_PER_BATCH = 20;
const MAX_MULTIPART_BYTES = MAX_FILES_PER_BATCH * IMAGE_UPLOAD_RULES.maxBytes + 1024 * 1024;

const deleteBodySchema = fileDeleteRequestSchema;

async function readFiles(request: Request): Promise<File[]> {
  // The boundary is case-sensitive (Chromium's has capitals): only the media type is compared in lower case.
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw new ApiError(400, 'Envoi multipart/form-data attendu, avec le champ « files ».');
  }
  const tooLarge = `Envoi trop volumineux (${MAX_FILES_PER_BATCH} fichiers de 10 Mo au plus).`;
  if (Number(request.headers.get('content-length') ?? '0') > MAX_MULTIPART_BYTES) {
    throw new ApiError(413, tooLarge);
  }
  // Counted as it streams (a chunked body declares no length), then parsed.
  const bytes = await readLimited(request.body, MAX_MULTIPART_BYTES, tooLarge);
  let form: FormData;
  try {
    form = await new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { 'content-type': type },
    }).formData();
  } catch {
    throw new ApiError(400, 'Corps multipart illisible.');
  }
  const files = form.getAll('files').filter((item): item is File => typeof item !== 'string');
  if (files.length === 0) throw new ApiError(400, 'Aucun fichier reçu dans le champ « files ».');
  if (files.length > MAX_FILES_PER_BATCH) {
    throw new ApiError(400, `${MAX_FILES_PER_BATCH} fichiers au plus par envoi.`);
  }
  return files;
}

/** Stored bytes are served as they are; SVG is sandboxed so a script inside one never runs on our origin. */
const FILE_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

export function fileHandlers(ctx: EmulatorContext): HttpHandler[] {
  return [
    http.post(
      lmPath(ctx, ':projectId/file/batch'),
      api(ctx, async ({ request, identity }) => {
        // Uploads are the media library's: administrators only, checked before a byte of the body is read.
        requireAdmin(identity);
        // Abandoned uploads free their space first; a full store is refused before the body is read.
        sweepOrphanFiles(ctx);
        assertRoomFor(ctx, 0);
        const files = await readFiles(request);
        const checked: { file: File; bytes: Uint8Array; error: string | undefined }[] = [];
        for (const file of files) {
          const bytes = new Uint8Array(await file.arrayBuffer());
          checked.push({ file, bytes, error: checkImage(file.type, bytes) });
        }
        // All or nothing: a batch that does not fit stores none of its files.
        assertRoomFor(
          ctx,
          checked.reduce((total, item) => total + (item.error ? 0 : item.bytes.byteLength), 0),
        );
        const results: UploadedFile[] = [];
        for (const { file, bytes, error } of checked) {
          if (error) {
            results.push({ uploadError: error, name: file.name });
            continue;
          }
          const meta = ctx.store.putFile(bytes, {
            name: file.name || 'image',
            mimeType: file.type.toLowerCase(),
          });
          results.push({
            fileUrl: fileUrl(meta, ctx.config.apiBaseUrl),
            name: meta.name,
            size: meta.size,
            mimeType: meta.mimeType,
          });
        }
        await ctx.store.flush();
        return ok(results);
      }),
    ),

    http.delete(
      lmPath(ctx, ':projectId/file/batch'),
      api(ctx, async ({ bodyText, identity }) => {
        requireAdmin(identity);
        const { fileUrls } = parseWith(deleteBodySchema, parseJson(bodyText));
        let deleted = 0;
        for (const url of fileUrls) {
          const id = fileIdFromUrl(url);
          if (id && ctx.store.deleteFile(id)) deleted += 1;
        }
        await ctx.store.flush();
        return ok({ deleted });
      }),
    ),

    // Served unsigned: these URLs end up in <img src>, e-mails and the public pages.
    http.get(
      `${ctx.config.apiBaseUrl || '*'}/lm-files/:fileId/:name`,
      withErrors(async ({ params }) => {
        await ctx.store.ready();
        const id = String(params.fileId);
        const file = /^[A-Za-z0-9_-]{1,64}$/.test(id) ? await ctx.store.getFile(id) : undefined;
        if (!file) return fail(404, 'Fichier introuvable.');
        return new HttpResponse(file.bytes, {
          status: 200,
          headers: {
            ...FILE_HEADERS,
            'Content-Type': file.meta.mimeType,
            'Content-Length': String(file.bytes.byteLength),
          },
        });
      }),
    ),
  ];
}
