/**
 * The in-process Firestore emulator's writes with Firestore's meaning, for the local stack
 * (firestore.ts) and the store tests (functions/store-test/globalSetup.ts). Only types are imported
 * here, so each caller patches the emulator build it loaded (the store tests load its CommonJS build).
 */
import type { FirestoreState } from '@firestore-emulator/server';
import type { Write } from '@firestore-emulator/proto/dist/google/firestore/v1/write';

type DocumentFields = Record<string, { type: string; value: unknown }>;

/** A mask's field path as its keys: `a.b`, or `` `a.b`.c `` for a key holding a dot (backticks escape). */
function fieldPathKeys(path: string): string[] {
  const keys: string[] = [];
  let key = '';
  let quoted = false;
  for (let i = 0; i < path.length; i++) {
    const char = path[i];
    if (quoted && char === '\\') key += path[++i] ?? '';
    else if (char === '`') quoted = !quoted;
    else if (char === '.' && !quoted) {
      keys.push(key);
      key = '';
    } else key += char;
  }
  return [...keys, key];
}

type WriteFields = Write['update']['fields'];

/** `fields` without each masked path that the write's `given` fields do not hold (Firestore deletes those). */
function withoutMaskedAbsent(fields: DocumentFields, given: WriteFields | undefined, paths: string[][]): DocumentFields {
  const result = { ...fields };
  for (const [key, ...rest] of paths) {
    if (!rest.length) {
      if (!given?.has(key)) delete result[key];
      continue;
    }
    const current = result[key];
    if (current?.type !== 'map_value') continue;
    const MapField = current.constructor as new (value: DocumentFields) => DocumentFields[string];
    result[key] = new MapField(withoutMaskedAbsent(current.value as DocumentFields, given?.get(key)?.map_value?.fields, [rest]));
  }
  return result;
}

const PATCHED = Symbol('follows Firestore writes');

/**
 * Gives the emulator's writes Firestore's meaning: a set without a mask replaces the document (the
 * emulator merged it into the old fields), and a field named in a mask but absent from the write is
 * deleted (FieldValue.delete(); the emulator kept it).
 */
export function followFirestoreWrites(State: typeof FirestoreState) {
  const proto = State.prototype as unknown as { writeV1Document: (this: FirestoreState, date: Date, write: Write) => unknown; [PATCHED]?: true };
  if (proto[PATCHED]) return;
  proto[PATCHED] = true;
  const original = proto.writeV1Document;
  proto.writeV1Document = function (date, write) {
    if (write.has_update) {
      const document = this.getDocument(write.update.name) as unknown as { fields: DocumentFields; metadata: { hasExist: boolean } };
      if (document.metadata.hasExist) {
        const mask = write.has_update_mask ? write.update_mask.field_paths : null;
        if (mask) document.fields = withoutMaskedAbsent(document.fields, write.update.fields, mask.map(fieldPathKeys));
        else if (!write.has_current_document) document.fields = {};
      }
    }
    return original.call(this, date, write);
  };
}
