/**
 * The alert box for a page's error message (its lines kept: a refused backup lists what is wrong), or
 * for a success with `status` (the login screen's notices); nothing when there is no message.
 */
export function ErrorAlert({ message, status = 'error' }: { message: string; status?: 'error' | 'success' }) {
  if (!message) return null;
  return (
    <p role={status === 'error' ? 'alert' : 'status'} className={status === 'error' ? 'bo-alert' : 'bo-alert success'}>
      {message}
    </p>
  );
}
