/** The red alert box for a page's error message; nothing when there is none. */
export function ErrorAlert({ message }: { message: string }) {
  if (!message) return null;
  return (
    <div className="admin-alert admin-alert--error" role="alert">
      {message}
    </div>
  );
}
