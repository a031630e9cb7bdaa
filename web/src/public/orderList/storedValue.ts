/**
 * A value kept in localStorage as JSON, shared by every tab: read (parsed once per stored text),
 * written, and watched (this tab's writes and other tabs' `storage` events). Storage switched off
 * or full reads as `empty` and refuses writes; the caller decides what a refused write means.
 */
export function storedValue<T>(key: string, parse: (stored: unknown) => T, empty: T) {
  const listeners = new Set<() => void>();
  let cached: { text: string | null; value: T } = { text: null, value: empty };

  function read(): T {
    let text: string | null;
    try {
      text = localStorage.getItem(key);
    } catch {
      return empty;
    }
    if (text === cached.text) return cached.value;
    let value: T;
    try {
      value = text === null ? empty : parse(JSON.parse(text));
    } catch {
      value = empty;
    }
    cached = { text, value };
    return value;
  }

  /** Stores `value`; false when storage refused it. Listeners hear of it either way. */
  function write(value: T, beforeNotifying?: (saved: boolean) => void): boolean {
    let saved = true;
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      saved = false;
    }
    beforeNotifying?.(saved);
    for (const listener of listeners) listener();
    return saved;
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  return { read, write, subscribe };
}
