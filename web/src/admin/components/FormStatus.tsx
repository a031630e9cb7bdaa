import type { SaveFlow } from './useSaveFlow';

/** The green success message, or the red error box with its heading and the debug panel. */
export function FormStatus({ flow, errorHeading, debug = false }: { flow: SaveFlow; errorHeading?: string; debug?: boolean }) {
  if (flow.status === 'success') {
    return (
      <div className="admin-alert admin-alert--success" role="status">
        {flow.message}
      </div>
    );
  }
  if (flow.status === 'error') {
    return (
      <div className="admin-alert admin-alert--error" role="alert">
        {errorHeading && <strong className="admin-alert__heading">{errorHeading}</strong>}
        <p>{flow.message}</p>
        {debug && flow.failure != null && (
          <details className="admin-debug" open>
            <summary>Debug information</summary>
            <pre data-testid="debug-panel">{safeJson(flow.failure)}</pre>
          </details>
        )}
      </div>
    );
  }
  return null;
}

function safeJson(value: unknown): string {
  try {
    if (value instanceof Error) return JSON.stringify({ name: value.name, message: value.message }, null, 2);
    return JSON.stringify(value, null, 2);
  } catch {
    return String(value);
  }
}

export function SubmitButton({ saving, label, disabled = false }: { saving: boolean; label: string; disabled?: boolean }) {
  return (
    <button type="submit" className="admin-btn admin-btn--primary" disabled={saving || disabled} aria-busy={saving || undefined}>
      {saving ? 'Saving...' : label}
    </button>
  );
}
