/** The red alert box for a page's error message (its lines kept: a refused backup lists what is wrong); nothing when there is none. */
export function ErrorAlert({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="bo-alert">
      {message}
    </p>
  );
}
