/** A search box with a visually hidden label. */
export function SearchInput({ id, label, placeholder, value, onChange }: { id: string; label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  return (
    <>
      <label className="admin-visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input id={id} type="search" placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} />
    </>
  );
}
