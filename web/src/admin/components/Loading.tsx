/** The page-level loading notice. */
export function Loading() {
  return (
    <p className="admin-loading" role="status">
      Loading...
    </p>
  );
}
