/**
 * multipart/form-data with busboy. Fed from `req.rawBody` when the host has read the body
 * (Cloud Functions, the emulator), otherwise piped from the request stream.
 * One file, in the `image` field (`file` and `photo` are accepted too), and on routes that take
 * several photos (products) up to that many more in the repeated `images` field; a file in any other
 * field, or a second one in `image`, is refused (400), so that an image is never dropped silently; so
 * is a body with a part busboy skips (a raw quote in a file name makes its header unreadable, and
 * busboy drops that part without a word).
 * Text fields become strings in a null-prototype object. JSON bodies are accepted on the same routes
 * (fields only, no file).
 */
import busboy from 'busboy';
import type { Request } from 'express';
import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES, TOO_MANY_PHOTOS_MESSAGE } from '@catalogue/domain';
import { HttpError } from './errors';
import { MULTIPART_LIMIT_BYTES, PHOTOS_LIMIT_BYTES, hostRawBody, jsonObject } from './body';

export interface UploadedFile {
  field: string;
  buffer: Buffer;
  filename: string;
  mimeType: string;
}

export interface FormBody {
  fields: Record<string, unknown>;
  /** The file in `image` (or `file`, `photo`). */
  file: UploadedFile | null;
  /** The files in `images`, in the order sent (routes that take several photos only). */
  photos: UploadedFile[];
}

const tooLarge = (photos: boolean) => new HttpError(413, photos ? `The photos together are too large: send at most ${PHOTOS_LIMIT_BYTES / 1024 / 1024} MB at once` : IMAGE_TOO_LARGE_MESSAGE);
const FILE_FIELDS = new Set(['image', 'file', 'photo']);
/** Room for the text fields and part headers beside a document's bytes. */
const FIELDS_ALLOWANCE_BYTES = 64 * 1024;
const PHOTOS_FIELD = 'images';
const UNREADABLE_PART = 'A part of the form could not be read (a quote in a file name can cause this): rename the file and send it again.';

/** How many parts a whole multipart body holds: each opens with a delimiter line, `--boundary`. */
function partsIn(raw: Buffer, contentType: string): number {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) return 0;
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}\r\n`);
  let count = 0;
  for (let at = raw.indexOf(delimiter); at >= 0; at = raw.indexOf(delimiter, at + delimiter.length)) {
    if (at === 0 || raw.subarray(at - 2, at).toString() === '\r\n') count++;
  }
  return count;
}
const unexpectedFile = (field: string, photos: boolean) =>
  new HttpError(400, `Unexpected file field '${field}': send the image in the 'image' field${photos ? `, or photos in the '${PHOTOS_FIELD}' field` : ''}.`);

export interface FormOptions {
  /** How many files the `images` field takes (none by default). */
  maxPhotos?: number;
  /** A file that is not an image (a backup): the most bytes it may have, and the message when it has more. */
  document?: { maxBytes: number; tooLarge: string };
}

export async function readForm(req: Request, { maxPhotos = 0, document }: FormOptions = {}): Promise<FormBody> {
  const type = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(type)) {
    // JSON (already parsed by jsonBody) or nothing at all.
    const body: unknown = req.body;
    if (body === undefined || (typeof body === 'object' && body !== null && Object.keys(body).length === 0 && !Array.isArray(body))) {
      return { fields: {}, file: null, photos: [] };
    }
    return { fields: jsonObject(req), file: null, photos: [] };
  }
  const takesPhotos = maxPhotos > 0;
  const limit = document ? document.maxBytes + FIELDS_ALLOWANCE_BYTES : takesPhotos ? PHOTOS_LIMIT_BYTES : MULTIPART_LIMIT_BYTES;
  const bodyTooLarge = () => (document ? new HttpError(413, document.tooLarge) : tooLarge(takesPhotos));
  const raw = hostRawBody(req);
  if (raw && raw.length > limit) throw bodyTooLarge();
  const declared = Number(req.headers['content-length']);
  if (!raw && Number.isFinite(declared) && declared > limit) {
    req.resume();
    throw bodyTooLarge();
  }

  return new Promise<FormBody>((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: req.headers,
        limits: { fileSize: document?.maxBytes ?? MAX_IMAGE_BYTES, files: 1 + maxPhotos, fields: 50, fieldSize: 64 * 1024, parts: 60 + maxPhotos },
        defParamCharset: 'utf8',
      });
    } catch {
      reject(new HttpError(400, 'Malformed multipart body'));
      return;
    }
    const fields = Object.create(null) as Record<string, unknown>;
    let file: UploadedFile | null = null;
    const photos: UploadedFile[] = [];
    let failure: HttpError | null = null;
    let total = 0;
    let partsRead = 0;
    const fail = (error: HttpError) => {
      if (!failure) failure = error;
    };

    bb.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(new HttpError(413, `Field ${name} is too long`));
      partsRead++;
      fields[name] = value;
    });
    bb.on('file', (name, stream, info) => {
      partsRead++;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new HttpError(413, document?.tooLarge ?? IMAGE_TOO_LARGE_MESSAGE)));
      // A body that ends inside the file errors this stream too: unhandled, it would crash the process.
      stream.on('error', () => fail(new HttpError(400, 'Malformed multipart body')));
      stream.on('close', () => {
        const buffer = Buffer.concat(chunks);
        // An empty file input (no file chosen) is sent as a part with no name and no bytes.
        if (!buffer.length && !info.filename) return;
        const uploaded = { field: name, buffer, filename: info.filename ?? '', mimeType: info.mimeType };
        if (takesPhotos && name === PHOTOS_FIELD) {
          if (photos.length < maxPhotos) photos.push(uploaded);
          else fail(new HttpError(400, TOO_MANY_PHOTOS_MESSAGE));
        }
        else if (!FILE_FIELDS.has(name)) fail(unexpectedFile(name, takesPhotos));
        else if (file) fail(new HttpError(400, `Only one image can be uploaded in '${name}'${takesPhotos ? `: send several in '${PHOTOS_FIELD}'` : ''}`));
        else file = uploaded;
      });
    });
    bb.on('filesLimit', () => fail(new HttpError(400, takesPhotos ? TOO_MANY_PHOTOS_MESSAGE : 'Only one image can be uploaded')));
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
      if (!failure && raw && partsRead < partsIn(raw, type)) fail(new HttpError(400, UNREADABLE_PART));
      if (failure) reject(failure);
      else resolve({ fields, file, photos });
    };
    bb.on('close', finish);

    if (raw) {
      bb.end(raw);
    } else if (req.readableEnded) {
      reject(new HttpError(400, 'Malformed multipart body'));
    } else {
      req.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total > limit) {
          fail(bodyTooLarge());
          req.unpipe(bb);
          req.resume();
          finish();
        }
      });
      req.pipe(bb);
    }
  });
}
