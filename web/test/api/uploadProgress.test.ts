import { afterEach, describe, expect, it, vi } from 'vitest';
import { upload, uploadProgress } from '../../src/api/client';

/** An XMLHttpRequest stand-in whose upload progress and answer the test drives. */
class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress: ((event: ProgressEventInit) => void) | null } = { onprogress: null };
  status = 0;
  responseText = '';
  timeout = 0;
  headers: Record<string, string> = {};
  onload: (() => void) | null = null;
  onloadend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open() {}
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return null;
  }
  send() {}
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
    this.onloadend?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the upload in flight is readable without the form passing it along', () => {
  it('from 0 to the percent sent, then none once answered', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const changes = vi.fn();
    const unsubscribe = uploadProgress.subscribe(changes);
    expect(uploadProgress.get()).toBeNull();

    const result = upload<{ _id: string }>('/products', 'POST', new FormData(), { idempotent: true });
    expect(uploadProgress.get()).toBe(0);
    FakeXhr.last.progress(45, 100);
    expect(uploadProgress.get()).toBe(45);
    expect(FakeXhr.last.headers['Idempotency-Key']).toBeTruthy();
    FakeXhr.last.answer(201, { success: true, data: { _id: 'p1' } });

    expect(await result).toMatchObject({ data: { _id: 'p1' }, error: null });
    expect(uploadProgress.get()).toBeNull();
    expect(changes).toHaveBeenCalledTimes(3);
    unsubscribe();
  });

  it('a failure still ends the upload and maps the error as before', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const result = upload('/categories/c1', 'PUT', new FormData());
    FakeXhr.last.answer(413, { success: false, message: 'Image file is too large. Maximum size: 5MB.' });
    expect(await result).toEqual({ data: null, error: { status: 413, message: 'Image file is too large. Maximum size: 5MB.' } });
    expect(uploadProgress.get()).toBeNull();
  });
});
