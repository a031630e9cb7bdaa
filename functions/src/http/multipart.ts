/**
 * multipart/form-data with busboy. Fed from `req.rawBody` when the host has read the body
 * (Cloud Functions, the emulator), otherwise piped from the request stream.
 * One file, in the `image` field (`file` and `photo` are accepted too); a file in any other field
 * is refused (400), so that an image is never dropped silently. Text fields become strings in a
 * null-prototype object. JSON bodies are accepted on the same routes (fields only, no file).
 */
import busboy from 'busboy';
import type { Request } from 'express';
import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES } from '@catalogue/domain';
import { HttpError } from './errors';
import { MULTIPART_LIMIT_BYTES, hostRawBody, jsonObject } from './body';

export interface UploadedFile {
  field: string;
  buffer: Buffer;
  filename: string;
  mimeType: string;
}

export interface FormBody {
  fields: Record<string, unknown>;
  file: UploadedFile | null;
}

const tooLarge = () => new HttpError(413, IMAGE_TOO_LARGE_MESSAGE);
const FILE_FIELDS = new Set(['image', 'file', 'photo']);
const unexpectedFile = (field: string) => new HttpError(400, `Unexpected file field '${field}': send the image in the 'image' field.`);

export async function readForm(req: Request): Promise<FormBody> {
  const type = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(type)) {
    // JSON (already parsed by jsonBody) or nothing at all.
    const body: unknown = req.body;
    if (body === undefined || (typeof body === 'object' && body !== null && Object.keys(body).length === 0 && !Array.isArray(body))) {
      return { fields: {}, file: null };
    }
    return { fields: jsonObject(req), file: null };
  }
  const raw = hostRawBody(req);
  if (raw && raw.length > MULTIPART_LIMIT_BYTES) throw tooLarge();
  const declared = Number(req.headers['content-length']);
  if (!raw && Number.isFinite(declared) && declared > MULTIPART_LIMIT_BYTES) {
    req.resume();
    throw tooLarge();
  }

  return new Promise<FormBody>((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: req.headers,
        limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 50, fieldSize: 64 * 1024, parts: 60 },
        defParamCharset: 'utf8',
      });
    } catch {
      reject(new HttpError(400, 'Malformed multipart body'));
      return;
    }
    const fields = Object.create(null) as Record<string, unknown>;
    let file: UploadedFile | null = null;
    let failure: HttpError | null = null;
    let total = 0;
    const fail = (error: HttpError) => {
      if (!failure) failure = error;
    };

    bb.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(new HttpError(413, `Field ${name} is too long`));
      fields[name] = value;
    });
    bb.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(tooLarge()));
      // A body that ends inside the file errors this stream too: unhandled, it would crash the process.
      stream.on('error', () => fail(new HttpError(400, 'Malformed multipart body')));
      stream.on('close', () => {
        const buffer = Buffer.concat(chunks);
        // An empty file input (no file chosen) is sent as a part with no name and no bytes.
        if (!buffer.length && !info.filename) return;
        if (!FILE_FIELDS.has(name)) fail(unexpectedFile(name));
        else file ??= { field: name, buffer, filename: info.filename ?? '', mimeType: info.mimeType };
      });
    });
    bb.on('filesLimit', () => fail(new HttpError(400, 'Only one image can be uploaded')));
    bb.on('fieldsLimit', () => fail(new HttpError(400, 'Too many form fields')));
    bb.on('partsLimit', () => fail(new HttpError(400, 'Too many form parts')));
    bb.on('error', () => {
      fail(new HttpError(400, 'Malformed multipart body'));
      finish();
    });
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      if (failure) reject(failure);
      else resolve({ fields, file });
    };
    bb.on('close', finish);

    if (raw) {
      bb.end(raw);
    } else if (req.readableEnded) {
      reject(new HttpError(400, 'Malformed multipart body'));
    } else {
      req.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total > MULTIPART_LIMIT_BYTES) {
          fail(tooLarge());
          req.unpipe(bb);
          req.resume();
          finish();
        }
      });
      req.pipe(bb);
    }
  });
}
