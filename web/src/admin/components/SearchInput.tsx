/** A search box with a visually hidden label. */
export function SearchInput({ id, label, placeholder, value, onChange }: { id: string; label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  return (
    <>
      <label htmlFor={id} className="bo-sr-only">
        {label}
      </label>
      <input id={id} type="search" className="bo-input bo-search" placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} />
    </>
  );
}
